/** Quiz library and solo play: generate, save, play to the results, share with a second person, Premium PDF. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { assert, expectNoSidewaysScroll, expectPath, gone, until, visible } from '../support/checks.mjs';
import { PASSWORD, apiFromPage, clickNav, openAccountPanel, signInFresh } from '../support/session.mjs';
import { writeStudyNotes } from '../support/study-notes.mjs';

const squash = (text) => text.replace(/\s+/g, ' ').trim();

async function generateAndSave(page, viewport, notes) {
  await clickNav(page, viewport, 'Generate Quiz');
  await page.getByLabel('Document file').setInputFiles(notes.file);
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await visible(page.getByRole('heading', { name: 'Quiz Generated Successfully!' }), 120_000);
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await expectPath(page, '/saved-quizzes');
  await visible(page.getByRole('heading', { name: 'Your Quiz Collection' }));
}

const quizCard = (page, title) => page.getByRole('article', { name: title });

async function bestScore(card) {
  return squash(await card.locator('.quiz-card__stat', { hasText: 'Best score' }).locator('dd').innerText());
}

/** Accepts the next alert and returns its text. */
function nextAlert(page) {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      resolve(message);
    });
  });
}

/**
 * Plays the quiz: questions 1-3 right with clicks, question 4 wrong with a click, question 5 right with
 * the keyboard. Takes the screenshots of the quiz screens on the way. Returns the expected score.
 */
async function playThrough(page, questions, shot) {
  const plan = ['right', 'right', 'right', 'wrong', 'key'];
  let score = 0;
  for (const [index, question] of questions.entries()) {
    const number = index + 1;
    const card = page.getByRole('region', { name: `Question ${number}` });
    if (index === 0) {
      await visible(card.getByText(`Question ${number} of ${questions.length}`));
      await visible(card.getByText('Get ready…'));
      await shot('quiz-intro');
    }
    await visible(card.getByRole('heading', { name: question.question, exact: true }), 10_000);
    const timer = card.getByRole('timer');
    const seconds = async () => Number((await timer.getAttribute('aria-label')).match(/^(\d+) seconds left$/)[1]);
    const choices = card.getByRole('group', { name: 'Answers' }).getByRole('button');
    assert.deepEqual(
      (await choices.allInnerTexts()).map((text) => squash(text).replace(/^[A-F] /, '')),
      question.choices,
      `question ${number} shows its choices in order`,
    );

    if (index === 0) {
      const start = await seconds();
      assert.ok(start <= 30 && start > 20, `the countdown starts at 30 seconds (saw ${start})`);
      await until(seconds, (value) => value < start, 'the countdown runs', 5_000);
      await shot('quiz-question-timer');
      // Pause freezes the game behind a menu; Resume goes on.
      await page.getByRole('button', { name: 'Pause quiz' }).click();
      const pause = page.getByRole('dialog', { name: 'Paused' });
      await visible(pause.getByRole('button', { name: 'Start Over' }));
      await visible(pause.getByRole('button', { name: 'Back to Home' }));
      await pause.getByRole('button', { name: 'Resume' }).click();
      await gone(pause);
    }

    const right = question.choices.indexOf(question.correct_answer);
    const kind = plan[index] ?? 'right';
    if (kind === 'key') {
      await page.keyboard.press(String(right + 1));
    } else {
      const pick = kind === 'right' ? right : (right + 1) % question.choices.length;
      await choices.nth(pick).click();
    }
    const correct = kind !== 'wrong';
    if (correct) score += 1;
    // Choices lock at once; the verdict follows.
    assert.equal(await choices.first().isDisabled(), true, 'choices lock after an answer');
    await visible(card.getByRole('heading', { name: correct ? 'Correct!' : 'Incorrect!', exact: true }));
    if (!correct) {
      await visible(card.getByText('The correct answer is:'));
      await visible(card.locator('.solo-feedback__answer').getByText(question.correct_answer, { exact: true }));
    }
    await visible(page.locator('.solo__score').getByText(String(score), { exact: true }));
    if (index === 0 || !correct) await shot(correct ? 'quiz-feedback-correct' : 'quiz-feedback-incorrect');

    const last = index === questions.length - 1;
    const next = card.getByRole('button', { name: last ? 'See Results' : 'Next Question' });
    await visible(next);
    if (kind === 'key') await page.keyboard.press('Enter');
    else await next.click();
  }
  return score;
}

async function expectResults(page, score, total, shot) {
  const results = page.locator('section.solo-results');
  await visible(results);
  const percent = Math.round((score / total) * 100);
  const message =
    percent >= 90 ? 'Amazing! You aced it!' : percent >= 70 ? 'Great job!' : percent >= 50 ? 'Not bad!' : 'You can do better';
  await visible(page.getByRole('heading', { name: message }));
  await visible(results.getByText(`${score}/${total}`, { exact: true }));
  await visible(results.getByText(`${percent}%`, { exact: true }));
  const stars = Math.min(5, Math.ceil((score / total) * 5));
  await visible(page.getByRole('img', { name: `${stars} out of 5 stars` }));
  assert.equal(await page.getByText('New High Score').count(), 0, 'no badge when there was no earlier best');
  for (const button of ['Try Again', 'Share Quiz', 'Save Quiz', 'New Quiz']) {
    await visible(page.getByRole('button', { name: button, exact: true }));
  }
  await expectNoSidewaysScroll(page, 'results');
  await shot('quiz-results');
}

/** The person the link is shared with: a separate browser, signed out, who signs up from the link. */
async function openSharedLinkAsNewcomer(secondBrowser, link, email, title, shot) {
  const { page } = await secondBrowser();
  await page.goto(link);
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByRole('heading', { name: 'Welcome Back' }));
  await visible(page.getByRole('heading', { name: 'A quiz was shared with you' }));
  assert.equal(
    await page.evaluate(() => globalThis.localStorage.getItem('pending_shared_token')),
    new URL(link).pathname.split('/').pop(),
    'the shared token waits in storage while signing in',
  );
  await shot('shared-link-sign-in', page);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectPath(page, '/saved-quizzes', 15_000);
  const card = quizCard(page, title);
  await visible(card);
  assert.equal(await bestScore(card), '0/5', 'the copy has its own best score');
  assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('pending_shared_token')), null);
  await shot('shared-quiz-saved', page);
}

async function downloadPdf(page, card, dir) {
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'PDF' }).click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }) };
}

export const tests = [
  {
    name: 'save play share and export',
    run: async ({ page, baseURL, viewport, shot, manage, secondBrowser, unique }) => {
      const notes = writeStudyNotes();
      try {
        const owner = await signInFresh(page, { baseURL, unique }, 'owner');
        await generateAndSave(page, viewport, notes);

        const card = quizCard(page, notes.title);
        await visible(card);
        await visible(page.getByText('1 saved quiz'));
        await visible(card.getByText(/^Saved /));
        assert.equal(squash(await card.locator('.quiz-card__stat', { hasText: 'Questions' }).locator('dd').innerText()), '5');
        assert.equal(await bestScore(card), '0/5');
        await expectNoSidewaysScroll(page, 'collection');
        await shot('collection');

        // Free accounts are told that Delete is a Premium feature.
        const alert = nextAlert(page);
        await card.getByRole('button', { name: 'Delete' }).click();
        assert.equal(await alert, 'Delete is a premium feature. Upgrade to Premium to delete quizzes.');

        const { quizzes } = await apiFromPage(page, '/api/saved-quizzes/');
        assert.equal(quizzes.length, 1);
        const { questions } = await apiFromPage(page, `/api/fetch-quiz-questions/?quiz_id=${quizzes[0].id}`);
        assert.equal(questions.length, 5);

        await card.getByRole('button', { name: 'Start Quiz' }).click();
        await expectPath(page, '/quiz');
        assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, 'no navbar during play');
        const score = await playThrough(page, questions, shot);
        await expectResults(page, score, questions.length, shot);

        // Save Quiz on the results goes back to the collection, where the best score now shows.
        await page.getByRole('button', { name: 'Save Quiz', exact: true }).click();
        await expectPath(page, '/saved-quizzes');
        await until(() => bestScore(quizCard(page, notes.title)), (value) => value === `${score}/5`, 'the best score shows');

        // Share: the link from the read-only field, copied to the clipboard.
        await quizCard(page, notes.title).getByRole('button', { name: 'Share' }).click();
        const share = page.getByRole('dialog', { name: 'Share Your Quiz' });
        await visible(share.getByText('Simply copy the link below and share it with others!'));
        const field = share.getByLabel('Share link');
        assert.equal(await field.getAttribute('readonly'), '');
        const link = await field.inputValue();
        assert.match(link, new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{16,}$`));
        await share.getByRole('button', { name: 'Copy' }).click();
        await visible(share.getByRole('button', { name: 'Copied!' }));
        assert.equal(await page.evaluate(() => globalThis.navigator.clipboard.readText()), link);
        await shot('share-modal');
        await share.getByRole('button', { name: 'Close', exact: true }).last().click();
        await gone(share);

        await openSharedLinkAsNewcomer(secondBrowser, link, `e2e-friend-${unique}@example.com`, notes.title, shot);

        // Premium: the account is upgraded; editing and the PDF open up.
        manage.makePremium(owner.email);
        await page.reload();
        const panel = await openAccountPanel(page, viewport);
        await visible(panel.locator('.badge').getByText('Premium', { exact: true }));
        if (viewport === 'phone') await page.getByRole('button', { name: 'Close menu' }).click();
        else await page.keyboard.press('Escape');

        const premiumCard = quizCard(page, notes.title);
        await visible(premiumCard.getByRole('button', { name: 'Export' }));
        await premiumCard.getByRole('button', { name: 'Edit' }).click();
        const editor = page.getByRole('dialog', { name: 'Review & Edit Quiz' });
        await visible(editor);
        assert.equal(await editor.getByLabel('Quiz title').inputValue(), notes.title);
        await visible(editor.getByText('5 questions', { exact: true }));
        for (const button of ['+ Add New Question', 'Cancel', 'Save Changes', 'Play Quiz']) {
          await visible(editor.getByRole('button', { name: button, exact: true }));
        }
        await shot('edit-modal');
        await editor.getByRole('button', { name: 'Cancel', exact: true }).click();
        await gone(editor);

        const pdf = await downloadPdf(page, premiumCard, notes.dir);
        assert.equal(pdf.name.replace(/[-_]+/g, ' '), `${notes.title}.pdf`, 'the PDF is named after the quiz');
        const text = squash(pdf.text);
        assert.ok(text.includes(notes.title), 'the PDF carries the quiz title');
        for (const question of questions) {
          assert.ok(text.includes(squash(question.question)), `the PDF lists "${question.question}"`);
          assert.ok(text.includes(`Correct: ${squash(question.correct_answer)}`), `the PDF gives the answer to "${question.question}"`);
        }
        assert.equal(text.match(/Correct:/g)?.length, questions.length);
      } finally {
        notes.cleanup();
      }
    },
  },
];
