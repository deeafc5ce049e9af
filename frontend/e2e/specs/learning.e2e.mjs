/**
 * After the game, learning (issue 25): a premium host on a projector (1366×768) and two phones (390×844)
 * play three questions. When each question ends the projector shows where the document says the answer,
 * the key marked, and the explanation; each phone shows them under its own result. Then the host reads
 * the misconception report and opens Review & Edit on a question from it, and a phone replays the
 * questions its player missed from "Review my mistakes". Every screen is shot at both sizes.
 */
import fs from 'node:fs';

import { shotBothSizes } from '../support/both-sizes.mjs';
import { assert, expectPath, until, visible } from '../support/checks.mjs';
import { saveQuizByApi, signInFresh } from '../support/session.mjs';
import { openDevice } from '../support/live.mjs';

const QUIZ = {
  title: 'Cell Biology Review',
  questions: [
    {
      question: 'Which organelle makes most of the cell’s energy?',
      choices: ['Mitochondria', 'Nucleus', 'Ribosome', 'Golgi body'],
      correct_answer: 'Mitochondria',
      source: 'The mitochondria release energy from glucose in respiration, making most of the ATP a cell uses.',
      explanation: 'Respiration, which releases the energy, happens in the mitochondria.',
    },
    {
      question: 'Where is most of the DNA kept?',
      choices: ['Cytoplasm', 'Nucleus', 'Cell wall', 'Vacuole'],
      correct_answer: 'Nucleus',
      source: 'The nucleus contains the genetic material, DNA, which controls the activities of the cell.',
      explanation: 'Chromosomes, made of DNA, sit inside the nucleus.',
    },
    {
      question: 'Which structure builds proteins?',
      choices: ['Lysosome', 'Ribosome', 'Centriole'],
      correct_answer: 'Ribosome',
      explanation: 'Ribosomes join amino acids into proteins.',
    },
  ],
};

const squash = (text) => text.replace(/\s+/g, ' ').trim();
const choice = (page, text) => page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: text, exact: true });
const questionHeading = (page, question) => page.getByRole('heading', { name: question.question, exact: true });

async function joinAs(page, code, name) {
  await page.goto(`/multiplayer/join?code=${code}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join Room' }).click();
  await expectPath(page, `/multiplayer/lobby/${code}`);
}

/** The passage shown with the answer marked, and the explanation, inside `scope`. */
async function expectSource(scope, question, where) {
  await visible(scope.getByText(question.explanation, { exact: true }));
  const quote = scope.getByRole('figure', { name: 'Where it says that' });
  if (!question.source) {
    assert.equal(await quote.count(), 0, `${where}: a question without a source shows no quote`);
    return;
  }
  assert.equal(squash(await quote.locator('blockquote').innerText()), question.source, `${where}: the whole passage`);
  const marked = await quote.locator('mark').allInnerTexts();
  assert.ok(marked.length > 0 && marked.every((m) => m.toLowerCase() === question.correct_answer.toLowerCase()), `${where}: the key is marked (${marked})`);
}

export const tests = [
  {
    name: 'the wall shows where it says that; the host reads the report; a phone reviews its mistakes',
    viewports: ['desktop'],
    run: async ({ page: host, browser, baseURL, shot, unique, manage }) => {
      const errors = [];
      const phones = [];
      try {
        const { email } = await signInFresh(host, { baseURL, unique }, 'learning-host');
        manage.makePremium(email);
        await host.reload();
        await saveQuizByApi(host, QUIZ);
        await host.goto('/multiplayer/create');
        await host.getByRole('combobox', { name: 'Quiz' }).selectOption({ label: `${QUIZ.title} (3 questions)` });
        await host.getByRole('button', { name: 'Create Room' }).click();
        await expectPath(host, /^\/multiplayer\/lobby\/[A-Z2-9]{6}$/);
        const code = new URL(host.url()).pathname.split('/').pop();

        const ada = await openDevice(browser, 'phone', baseURL, errors);
        const ben = await openDevice(browser, 'phone', baseURL, errors);
        phones.push(ada, ben);
        await joinAs(ada.page, code, 'Ada');
        await joinAs(ben.page, code, 'Ben');
        await until(() => host.locator('.mp-players li').count(), (n) => n === 2, 'the host sees both pupils');
        await host.getByRole('button', { name: 'Start Game' }).click();
        for (const page of [host, ada.page, ben.page]) await visible(questionHeading(page, QUIZ.questions[0]), 20_000);

        // Question 1: Ada is right, Ben falls for the nucleus.
        await choice(ada.page, 'Mitochondria').click();
        await choice(ben.page, 'Nucleus').click();
        await visible(ben.page.getByText('Incorrect!'));
        const benResult = ben.page.locator('.mp-overlay__card');
        await expectSource(benResult, QUIZ.questions[0], 'the phone’s result');
        await shot('result-with-source-phone', ben.page);
        await visible(host.getByRole('heading', { name: 'Leaderboard' }), 20_000);
        const wall = host.locator('.mp-leaderboard__answer');
        await expectSource(wall, QUIZ.questions[0], 'the projector');
        const quoteSize = await wall.locator('blockquote').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        assert.ok(quoteSize >= 20, `the projector's quote is readable from the back of the room (${quoteSize} px)`);
        await shotBothSizes(shot, host, 'wall-source-host');
        await visible(ben.page.getByRole('heading', { name: 'Leaderboard' }), 20_000);
        await expectSource(ben.page.locator('.mp-leaderboard__answer'), QUIZ.questions[0], 'the phone’s leaderboard');
        await shotBothSizes(shot, ben.page, 'leaderboard-source-player');

        // Question 2: Ben is right, Ada chooses the cytoplasm.
        await host.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(ada.page, QUIZ.questions[1]));
        await choice(ada.page, 'Cytoplasm').click();
        await choice(ben.page, 'Nucleus').click();
        await visible(host.getByRole('heading', { name: 'Leaderboard' }), 20_000);

        // Question 3 was typed by hand: the explanation alone.
        await host.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(ben.page, QUIZ.questions[2]));
        await choice(ada.page, 'Ribosome').click();
        await choice(ben.page, 'Lysosome').click();
        await visible(host.getByRole('heading', { name: 'Leaderboard' }), 20_000);
        await expectSource(host.locator('.mp-leaderboard__answer'), QUIZ.questions[2], 'the projector, no source');
        await shot('wall-explanation-only-desktop');
        await host.getByRole('button', { name: 'See Final Results' }).click();
        await visible(ben.page.getByRole('heading', { name: /Place!|You Won!|You finished/ }), 20_000);

        // The host reads the misconception report.
        await host.getByRole('link', { name: 'View Game Results' }).click();
        await expectPath(host, /^\/multiplayer\/games\/\d+$/);
        const report = host.getByRole('region', { name: 'Misconception Report' });
        await visible(report);
        const titles = await report.getByRole('heading', { level: 3 }).allInnerTexts();
        assert.deepEqual(titles.map(squash), [`Q1. ${QUIZ.questions[0].question}`, `Q2. ${QUIZ.questions[1].question}`, `Q3. ${QUIZ.questions[2].question}`]);
        const first = report.getByRole('listitem').filter({ has: host.getByRole('heading', { name: `Q1. ${QUIZ.questions[0].question}` }) });
        assert.equal(squash(await first.locator('.mp-report__summary').innerText()), '1 of 2 missed it · 50% correct (1/2)');
        assert.equal(squash(await first.getByText(/Most chosen wrong answer/).innerText()), 'Most chosen wrong answer: Nucleus (50%)');
        assert.equal(await first.getByText('nobody fell for this').count(), 2, 'Ribosome and Golgi body drew nobody');
        await expectSource(first, QUIZ.questions[0], 'the report');
        await shotBothSizes(shot, host, 'report-host');
        await first.scrollIntoViewIfNeeded();
        await shotBothSizes(shot, host, 'report-question-host');
        const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Download CSV' }).click()]);
        const csv = fs.readFileSync(await download.path(), 'utf8');
        assert.match(csv, /most_chosen_wrong_answer/, 'the CSV has the questions’ section');
        assert.match(csv, /Q1,Which organelle.*,Mitochondria,2,1,1,50%,Nucleus,50%,Ribosome \| Golgi body/, 'with the report’s figures');
        await first.getByRole('link', { name: 'Edit this question' }).click();
        const editor = host.getByRole('dialog', { name: 'Review & Edit Quiz' });
        await visible(editor);
        await visible(editor.getByRole('article', { name: 'Question 1, editing' }));
        await shot('edit-from-report-desktop');

        // Ben replays what he missed, on his phone, without an account.
        const review = ben.page.getByRole('link', { name: 'Review my mistakes' });
        await review.scrollIntoViewIfNeeded();
        await shot('final-review-offer-phone', ben.page);
        await review.click();
        await expectPath(ben.page, /^\/multiplayer\/review\/.+$/);
        await visible(ben.page.getByText(`Review: ${QUIZ.title}`));
        await visible(questionHeading(ben.page, QUIZ.questions[0]), 10_000);
        await shotBothSizes(shot, ben.page, 'review-question-player', { brief: true });
        await ben.page.getByRole('button', { name: /^Mitochondria/ }).click();
        await visible(ben.page.getByText('Correct!'));
        await expectSource(ben.page.locator('.solo-feedback'), QUIZ.questions[0], 'the review');
        await shotBothSizes(shot, ben.page, 'review-source-player');
        await ben.page.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(ben.page, QUIZ.questions[2]), 10_000);
        await ben.page.getByRole('button', { name: /^Ribosome/ }).click();
        await ben.page.getByRole('button', { name: 'See Results' }).click();
        await visible(ben.page.locator('section.solo-results'));
        await shotBothSizes(shot, ben.page, 'review-results-player');

        // Signed in, opening the link queues nothing; what Ben misses again while replaying enters his review
        // queue, and days later the library reminds him.
        const reviewLink = ben.page.url();
        const { email: benEmail } = await signInFresh(ben.page, { baseURL, unique }, 'learning-pupil');
        await ben.page.goto(reviewLink);
        await visible(questionHeading(ben.page, QUIZ.questions[0]), 10_000);
        const queued = () => Number(manage.shell(`from quizforge.reviews.models import ReviewItem; print(ReviewItem.objects.filter(user__email='${benEmail}').count())`).trim());
        assert.equal(queued(), 0, 'opening the review queues nothing');
        await ben.page.getByRole('button', { name: /^Nucleus/ }).click();
        await ben.page.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(ben.page, QUIZ.questions[2]), 10_000);
        await ben.page.getByRole('button', { name: /^Lysosome/ }).click();
        await visible(ben.page.getByRole('button', { name: 'See Results' }));
        await until(
          queued,
          (n) => n === 2,
          'both misses are queued',
        );
        manage.shell(
          `from django.utils import timezone; from quizforge.reviews.models import ReviewItem; ReviewItem.objects.filter(user__email='${benEmail}').update(due_at=timezone.now())`,
        );
        await ben.page.goto('/saved-quizzes');
        const reminder = ben.page.getByRole('complementary', { name: 'Spaced review' });
        await visible(reminder);
        assert.equal(squash(await reminder.innerText()), '2 questions due for review Review now');
        await shotBothSizes(shot, ben.page, 'library-due-player');
        await reminder.getByRole('link', { name: 'Review now' }).click();
        await expectPath(ben.page, '/review');
        await visible(questionHeading(ben.page, QUIZ.questions[0]), 10_000);
        await ben.page.getByRole('button', { name: /^Mitochondria/ }).click();
        await visible(ben.page.getByText('Correct!'));
        await shotBothSizes(shot, ben.page, 'spaced-review-player');
        const steps = manage.shell(`from quizforge.reviews.models import ReviewItem; print(sorted(ReviewItem.objects.filter(user__email='${benEmail}').values_list('step', flat=True)))`);
        assert.equal(steps.trim(), '[0, 1]', 'the right review waits longer; the other stays due');
        if (errors.length) throw new Error(`Uncaught errors on a phone: ${errors.join(' | ')}`);
      } catch (error) {
        for (const [index, phone] of phones.entries()) await shot(`FAILED-phone-${index + 1}`, phone.page).catch(() => undefined);
        throw error;
      } finally {
        for (const phone of phones) await phone.context.close();
      }
    },
  },
];
