/** Review & Edit's Replace: a question is swapped for another from the same document, never one already seen. */
import { assert, expectNoSidewaysScroll, expectPath, visible } from '../support/checks.mjs';
import { apiFromPage, signInFresh } from '../support/session.mjs';
import { writeStudyNotes } from '../support/study-notes.mjs';

const NONE_LEFT = 'Every other question found in this document is already in the quiz.';
// The generator finds at most this many questions beyond the quiz (GENERATION_SPARE_QUESTIONS).
const SPARES_MAX = 10;

const questionCard = (editor, number) => editor.getByRole('article', { name: `Question ${number}`, exact: true });
const questionText = async (editor, number) => (await questionCard(editor, number).locator('.qedit-card__text').innerText()).trim();

async function quizTexts(editor) {
  const texts = await editor.locator('.qedit-card__text').allInnerTexts();
  return texts.map((text) => text.trim());
}

export const tests = [
  {
    name: 'replace a question with another from the document',
    run: async ({ page, baseURL, shot, manage, unique }) => {
      const { email } = await signInFresh(page, { baseURL, unique }, 'replace');
      manage.makePremium(email);
      const notes = writeStudyNotes();
      try {
        await page.goto('/generator');
        await page.getByLabel('Document file').setInputFiles(notes.file);
        await page.getByRole('button', { name: 'Generate Quiz' }).click();
        await visible(page.getByRole('heading', { name: 'Quiz Generated Successfully!' }), 120_000);
        await page.getByRole('button', { name: 'Review & Edit' }).click();
        const editor = page.getByRole('dialog', { name: 'Review & Edit Quiz' });
        await visible(editor);

        const before = await quizTexts(editor);
        assert.equal(before.length, 5);
        assert.equal(await editor.getByRole('button', { name: 'Replace', exact: true }).count(), 5, 'every question has Replace');
        await shot('editor');

        // The second question is replaced in its place; the others stay as they were.
        const second = questionCard(editor, 2);
        await second.getByRole('button', { name: 'Replace', exact: true }).click();
        await visible(editor.getByRole('status').getByText('Question 2 was replaced with another question from the document.'));
        const after = await quizTexts(editor);
        assert.notEqual(after[1], before[1], 'the second question changed');
        assert.ok(!before.includes(after[1]), `the new question is not one of the quiz's: "${after[1]}"`);
        assert.deepEqual([after[0], ...after.slice(2)], [before[0], ...before.slice(2)], 'the other questions stay');
        await expectNoSidewaysScroll(page, 'Review & Edit after Replace');
        await shot('replaced');

        // Replacing again and again never brings back a question seen before, until the document has no other.
        const seen = new Set([...before, after[1]]);
        let refused = false;
        for (let round = 0; round <= SPARES_MAX && !refused; round += 1) {
          const previous = await questionText(editor, 2);
          await second.getByRole('button', { name: 'Replace', exact: true }).click();
          const outcome = editor.getByRole('alert').or(editor.getByRole('status'));
          await visible(outcome.first());
          await page.waitForFunction(
            ([text]) => {
              const card = [...document.querySelectorAll('article')].find((node) => node.getAttribute('aria-label') === 'Question 2');
              const busy = card?.querySelector('.spinner');
              return !busy && (document.querySelector('[role="alert"]') || card?.querySelector('.qedit-card__text')?.textContent?.trim() !== text);
            },
            [previous],
          );
          if (await editor.getByRole('alert').count()) {
            await visible(editor.getByRole('alert').getByText(NONE_LEFT, { exact: true }));
            assert.equal(await questionText(editor, 2), previous, 'a refused Replace keeps the question');
            refused = true;
          } else {
            const text = await questionText(editor, 2);
            assert.ok(!seen.has(text), `Replace never repeats a question: "${text}"`);
            seen.add(text);
          }
        }
        assert.ok(refused, 'Replace ends with a sentence once the document has no other question');
        await editor.getByRole('alert').scrollIntoViewIfNeeded();
        await shot('none-left');

        // The quiz leaves the editor with its replaced questions.
        const final = await quizTexts(editor);
        await editor.getByRole('button', { name: 'Save Changes', exact: true }).click();
        await page.getByRole('button', { name: 'Save Quiz' }).click();
        await expectPath(page, '/saved-quizzes');
        const saved = (await apiFromPage(page, '/api/saved-quizzes/')).quizzes;
        assert.equal(saved.length, 1);
        assert.deepEqual(saved[0].questions.map((question) => question.question.trim()), final);
      } finally {
        notes.cleanup();
      }
    },
  },
];
