/**
 * Homework (issue 26, CONTRACT §8): a teacher assigns a saved quiz from its card, a pupil's phone does it
 * across two visits (the second walks back to the question it left), the same name on another device is
 * let in by the teacher's tap, the teacher sees who has finished and the live results page, and once due
 * the link says the homework is closed. Every device runs at the test's size (390×844 or 1366×768).
 */
import { expectNoSeriousViolations } from '../support/axe.mjs';
import { assert, expectPath, expectNoSidewaysScroll, until, visible } from '../support/checks.mjs';
import { openDevice, saveQuizReturningId } from '../support/live.mjs';
import { signInFresh } from '../support/session.mjs';

const QUIZ = {
  title: 'Homework Water Cycle',
  questions: [
    { question: 'What turns water into vapour?', choices: ['Evaporation', 'Condensation', 'Runoff', 'Freezing'], correct_answer: 'Evaporation' },
    { question: 'ما الذي يكوّن الغيوم؟', choices: ['التكثف', 'الذوبان', 'التعرية'], correct_answer: 'التكثف' },
    { question: 'Rain, snow and hail are called?', choices: ['Transpiration', 'Sublimation', 'Precipitation'], correct_answer: 'Precipitation' },
  ],
};
const NAME = 'Zoë 🦊';

const choice = (page, text) => page.getByRole('group', { name: 'Choices' }).getByRole('button', { name: text, exact: true });
const announcer = (page) => page.getByTestId('hw-announcer');

export const tests = [
  {
    name: 'a homework assignment finished by a phone across two visits, seen by its teacher',
    run: async (run) => {
      const { page, shot, baseURL, viewport, browser, manage } = run;
      await signInFresh(page, run, 'teacher');
      await saveQuizReturningId(page, QUIZ);
      await page.goto('/saved-quizzes');
      const card = page.getByRole('article', { name: QUIZ.title });
      await card.getByRole('link', { name: 'Assign as homework' }).click();
      await visible(page.getByRole('heading', { name: 'Assign as Homework' }));
      await expectNoSeriousViolations(page, 'assign homework');
      await shot('assign', page);
      await page.getByRole('button', { name: 'Assign Homework' }).click();
      await page.waitForURL(/\/homework\/[A-Z0-9]{6}\/progress$/);
      const code = /\/homework\/([A-Z0-9]{6})\/progress$/.exec(page.url())[1];
      await visible(page.getByRole('heading', { name: '0 of 0 finished' }));
      await visible(page.getByRole('img', { name: new RegExp(`QR code for .*/homework/${code}`) }));
      await expectNoSidewaysScroll(page, 'homework progress');
      await shot('teacher-shares', page);

      const errors = [];
      const phone = await openDevice(browser, viewport, baseURL, errors);
      const other = await openDevice(browser, viewport, baseURL, errors);
      try {
        // First visit: the link, a name, one question answered, then the tab is closed.
        let pupil = phone.page;
        await pupil.goto(`/homework/${code}`);
        await pupil.getByLabel('Your name').fill(NAME);
        await pupil.getByRole('button', { name: 'Start Homework' }).click();
        await visible(pupil.getByRole('heading', { name: QUIZ.questions[0].question }));
        await until(() => announcer(pupil).innerText(), (text) => text.startsWith('Question 1 of 3: What turns water into vapour?'), 'the question is announced');
        assert.equal(await announcer(pupil).getAttribute('aria-live'), 'polite');
        await expectNoSidewaysScroll(pupil, 'homework question');
        await expectNoSeriousViolations(pupil, 'homework question');
        await shot('pupil-question-1', pupil);
        await choice(pupil, 'Evaporation').click();
        await visible(pupil.getByRole('heading', { name: 'Correct!' }));
        await until(() => announcer(pupil).innerText(), (text) => text === 'Correct!', 'the result is announced');
        await expectNoSeriousViolations(pupil, 'homework result');
        await shot('pupil-result-1', pupil);
        await pupil.getByRole('button', { name: 'Next question' }).click();
        await visible(pupil.getByRole('heading', { name: QUIZ.questions[1].question }));
        assert.equal(await pupil.getByRole('heading', { name: QUIZ.questions[1].question }).getAttribute('dir'), 'auto');
        await pupil.close();

        // The teacher sees the pupil half way.
        await until(() => page.locator('.hw-table tbody tr').first().innerText().catch(() => ''), (text) => text.includes(NAME) && text.includes('1/3'), 'the teacher sees the pupil at 1/3');

        // Second visit, later: the same phone walks back to the question it left, no name asked.
        pupil = await phone.context.newPage();
        await pupil.goto(`/homework/${code}`);
        await visible(pupil.getByRole('heading', { name: QUIZ.questions[1].question }));
        assert.equal(await pupil.getByLabel('Your name').count(), 0, 'the name is asked again');
        await visible(pupil.getByText('Question 2 of 3', { exact: true }));
        await shot('pupil-second-visit', pupil);
        await choice(pupil, 'الذوبان').click();
        await visible(pupil.getByRole('heading', { name: 'Not quite' }));
        await visible(pupil.getByText('The answer was التكثف.', { exact: true }));
        await pupil.getByRole('button', { name: 'Next question' }).click();
        await choice(pupil, 'Precipitation').click();
        await visible(pupil.getByRole('heading', { name: 'Correct!' }));
        await pupil.getByRole('button', { name: 'See my result' }).click();
        await visible(pupil.getByRole('heading', { name: 'Homework done!' }));
        await visible(pupil.getByText(`${NAME}, you got 2 of 3 right.`, { exact: true }));
        await until(() => announcer(pupil).innerText(), (text) => text === 'Finished. You got 2 of 3 right.', 'the end is announced');
        await expectNoSeriousViolations(pupil, 'homework done');
        await shot('pupil-done', pupil);

        // The same name on another device asks the teacher, whose one tap lets it in.
        await other.page.goto(`/homework/${code}`);
        await other.page.getByLabel('Your name').fill(NAME);
        await other.page.getByRole('button', { name: 'Start Homework' }).click();
        await visible(other.page.getByRole('heading', { name: 'Waiting for your teacher' }));
        const letIn = page.getByRole('button', { name: `Let in ${NAME}` });
        await visible(letIn, 10_000);
        await expectNoSeriousViolations(page, 'homework progress with a request');
        await shot('teacher-request', page);
        await letIn.click();
        await visible(other.page.getByRole('heading', { name: 'Homework done!' }), 10_000);

        // The teacher: who has finished, then the live game's results page.
        await visible(page.getByRole('heading', { name: '1 of 1 finished' }), 10_000);
        assert.match(await page.locator('.hw-table tbody tr').first().innerText(), /3\/3\s+2\s+Finished/);
        await shot('teacher-progress', page);
        await page.getByRole('link', { name: 'Results, report and CSV' }).click();
        await expectPath(page, /\/multiplayer\/games\/\d+$/);
        await visible(page.getByRole('heading', { name: QUIZ.title }));
        await visible(page.getByRole('table').first().getByText(NAME, { exact: true }));
        await shot('teacher-results', page);

        // Once due, the link says the homework is closed.
        manage.shell(
          `from datetime import timedelta; from django.utils import timezone; from quizforge.homework.models import Homework; ` +
            `Homework.objects.filter(code="${code}").update(due_at=timezone.now() - timedelta(minutes=1))`,
        );
        await other.page.evaluate(() => globalThis.localStorage.clear());
        await other.page.goto(`/homework/${code}`);
        await visible(other.page.getByRole('heading', { name: 'Homework closed' }));
        await visible(other.page.getByText(/This homework is closed: it was due/));
        await expectNoSeriousViolations(other.page, 'homework closed');
        await shot('closed', other.page);
        if (errors.length) throw new Error(`Uncaught errors on a device: ${errors.join(' | ')}`);
      } finally {
        await phone.context.close().catch(() => undefined);
        await other.context.close().catch(() => undefined);
      }
    },
  },
];
