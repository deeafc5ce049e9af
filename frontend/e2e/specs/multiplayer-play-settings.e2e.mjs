/**
 * A live room's play settings against the real server: a host on a projector (1366×768) and pupils on phones
 * (390×844). An accuracy-only room where one pupil has 2x time: she answers after the others' time is over
 * and the question waits for her; a right answer is 1,000 points whatever its time, the standings count right
 * answers. A room without a timer: the host ends the question. Every state is shot at both sizes with axe,
 * and the screen reader's announcements are read from the page's live region.
 */
import { shotBothSizes } from '../support/both-sizes.mjs';
import { assert, expectPath, until, visible } from '../support/checks.mjs';
import { createRoomByApi, openDevice, saveQuizReturningId } from '../support/live.mjs';
import { signInFresh } from '../support/session.mjs';

const QUIZ = {
  title: 'Forces',
  questions: [
    { question: 'What pulls objects towards the Earth?', choices: ['Gravity', 'Friction', 'Magnetism'], correct_answer: 'Gravity' },
    { question: 'ما وحدة قياس القوة؟', choices: ['نيوتن', 'جول', 'واط'], correct_answer: 'نيوتن' },
  ],
};

const choice = (page, text) => page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: text, exact: true });
const announcer = (page) => page.getByTestId('mp-announcer');
const secondsLeft = async (page) => Number(/(\d+) seconds left/.exec(await page.getByRole('timer').getAttribute('aria-label'))[1]);

async function joinAs(page, code, name) {
  await page.goto(`/multiplayer/join?code=${code}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join Room' }).click();
  await expectPath(page, `/multiplayer/lobby/${code}`);
}

async function closeAll(devices, errors) {
  for (const device of devices) await device.context.close();
  assert.deepEqual(errors, [], 'no uncaught errors on the phones');
}

export const tests = [
  {
    name: 'an accuracy-only room where one pupil has 2x time',
    viewports: ['desktop'],
    run: async ({ page: host, browser, baseURL, shot, unique }) => {
      const errors = [];
      const phones = [];
      try {
        await signInFresh(host, { baseURL, unique }, 'host');
        await saveQuizReturningId(host, QUIZ);
        await host.goto('/multiplayer/create');
        await host.getByRole('combobox', { name: 'Quiz' }).selectOption({ label: `${QUIZ.title} (2 questions)` });
        await host.getByRole('radio', { name: /Accuracy only/ }).check();
        const seconds = host.getByRole('slider', { name: /Time per question/ });
        await seconds.focus();
        await host.keyboard.press('Home'); // 10 s
        await shotBothSizes(shot, host, 'settings-create');
        await host.getByRole('button', { name: 'Create Room' }).click();
        await expectPath(host, /^\/multiplayer\/lobby\/[A-Z2-9]{6}$/);
        const code = new URL(host.url()).pathname.split('/').pop();
        await visible(host.getByText('2 questions · 10 s each · Accuracy only'));

        const ada = await openDevice(browser, 'phone', baseURL, errors);
        const ben = await openDevice(browser, 'phone', baseURL, errors);
        phones.push(ada, ben);
        await joinAs(ada.page, code, 'Ada');
        await joinAs(ben.page, code, 'Ben');
        await until(() => host.locator('.mp-players li').count(), (n) => n === 2, 'the host sees both pupils');
        // The host taps Ada's name and gives her 2x time; she sees it, Ben and the projector do not.
        await host.getByRole('button', { name: 'Ada: Normal time. Change time' }).click();
        await host.getByRole('group', { name: 'Time for Ada' }).getByRole('button', { name: '2x time' }).click();
        await visible(host.getByRole('button', { name: 'Ada: 2x time. Change time' }));
        await visible(ada.page.getByText('2x time', { exact: true }));
        assert.equal(await ben.page.getByText('2x time').count(), 0, 'the class does not see who has extra time');
        assert.equal(await host.locator('.mp-players').getByText(/2x/).count(), 0, 'nor does the projector show it on the wall');
        await shotBothSizes(shot, host, 'settings-lobby-host');
        await shotBothSizes(shot, ada.page, 'settings-lobby-extra-time');

        await host.getByRole('button', { name: 'Start Game' }).click();
        for (const page of [host, ada.page, ben.page]) {
          await expectPath(page, `/multiplayer/play/${code}`);
          await visible(page.getByRole('heading', { name: QUIZ.questions[0].question }), 15_000);
        }
        // The screen reader hears the question and its choices.
        await until(() => announcer(ada.page).innerText(), (text) => text.includes('Choices: Gravity, Friction, Magnetism'), 'the question is announced');
        assert.ok((await secondsLeft(ada.page)) > 12, 'Ada counts down from her own 20 s');
        assert.ok((await secondsLeft(ben.page)) <= 10, 'Ben counts down from the room’s 10 s');
        await choice(ben.page, 'Gravity').click();
        await visible(ben.page.getByText('Answer Locked In!'));
        await shotBothSizes(shot, ada.page, 'settings-question-extra-time', { brief: true });
        // The room's 10 s pass: the question waits for Ada, whose choices still answer.
        await until(() => secondsLeft(ada.page), (left) => left <= 8, 'past the room’s deadline', 15_000);
        await visible(host.getByText(/^1 of 2 answered$/));
        await visible(host.getByText(/^Extra time: \d+ s$/)); // the projector says time runs on, not for whom
        await shotBothSizes(shot, host, 'settings-waiting-for-extra-time');
        await choice(ada.page, 'Gravity').click();
        await visible(ada.page.getByText('+1000 points'), 10_000);
        await until(() => announcer(ada.page).innerText(), (text) => text === 'You answered right, 1000 points.', 'the result is announced');
        await visible(ben.page.getByText('+1000 points'));
        await visible(ada.page.getByRole('heading', { name: 'Leaderboard' }), 10_000);
        await visible(ada.page.getByRole('columnheader', { name: 'Correct' }));
        await shotBothSizes(shot, ada.page, 'settings-leaderboard-accuracy');

        // The second question is right to left: laid out so, and still answered on time.
        await host.getByRole('button', { name: 'Next Question' }).click();
        const arabic = ada.page.getByRole('heading', { name: QUIZ.questions[1].question });
        await visible(arabic);
        assert.equal(await arabic.evaluate((element) => getComputedStyle(element).direction), 'rtl', 'an Arabic question reads right to left');
        await shotBothSizes(shot, ada.page, 'settings-question-rtl', { brief: true });
        await choice(ada.page, 'نيوتن').click();
        await choice(ben.page, 'جول').click();
        await visible(host.getByRole('button', { name: 'See Final Results' }), 15_000);
        await host.getByRole('button', { name: 'See Final Results' }).click();
        await visible(ada.page.getByRole('heading', { name: 'You Won!' }), 15_000);
        await visible(ben.page.getByRole('heading', { name: 'Great Job! 2nd Place!' }));
        await shotBothSizes(shot, ben.page, 'settings-final-accuracy');
        await visible(host.getByText('2 correct'));
        await shotBothSizes(shot, host, 'settings-podium-accuracy');
      } finally {
        await closeAll(phones, errors);
      }
    },
  },
  {
    name: 'a room without a timer where the host ends the question',
    viewports: ['desktop'],
    run: async ({ page: host, browser, baseURL, shot, unique }) => {
      const errors = [];
      const phones = [];
      try {
        await signInFresh(host, { baseURL, unique }, 'host');
        const saved = await saveQuizReturningId(host, QUIZ);
        const code = await createRoomByApi(host, saved.id, { timer: 'none' });
        await host.goto(`/multiplayer/lobby/${code}`);
        await visible(host.getByText('2 questions · No timer · Speed and streaks'));
        const ada = await openDevice(browser, 'phone', baseURL, errors);
        phones.push(ada);
        await joinAs(ada.page, code, 'Ada');
        await until(() => host.locator('.mp-players li').count(), (n) => n === 1, 'the host sees Ada');
        await host.getByRole('button', { name: 'Start Game' }).click();
        await visible(ada.page.getByRole('heading', { name: QUIZ.questions[0].question }), 15_000);
        await visible(ada.page.getByText('No timer', { exact: true }));
        assert.equal(await ada.page.getByRole('timer').count(), 0, 'no countdown without a timer');
        await visible(host.getByText(/^0 of 1 answered$/));
        await shotBothSizes(shot, host, 'no-timer-host');
        await shotBothSizes(shot, ada.page, 'no-timer-player');
        await host.waitForTimeout(2000); // Ada is still thinking: nothing ends the question but the host
        assert.equal(await host.getByRole('heading', { name: 'Leaderboard' }).count(), 0, 'the question waits');
        await host.getByRole('button', { name: 'End Question' }).click();
        await visible(ada.page.getByText("Time's Up!", { exact: true }), 10_000);
        await until(() => announcer(ada.page).innerText(), (text) => text === 'Out of time, 0 points. The right answer is Gravity.', 'the result is announced');
        await visible(host.getByRole('heading', { name: 'Leaderboard' }));
        await shotBothSizes(shot, host, 'no-timer-ended-host');
      } finally {
        await closeAll(phones, errors);
      }
    },
  },
];
