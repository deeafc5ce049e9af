/**
 * Live games against the real server: a host at projector size (1366×768) and players on phones (390×844),
 * each in its own browser context, play a whole game: join by the QR link, a kick, the countdown, right,
 * wrong and timed-out answers, a reload mid-question that comes back with its score, a pause and resume,
 * the leaderboards, the final standings and the stored results with their CSV. Screenshots of every state.
 */
import fs from 'node:fs';

import { expectNoSeriousViolations } from '../support/axe.mjs';
import { assert, expectNoSidewaysScroll, expectPath, until, visible } from '../support/checks.mjs';
import { saveQuizByApi, signInFresh } from '../support/session.mjs';
import { contextOptions } from '../support/viewports.mjs';

const QUIZ = {
  title: 'Cell Biology Live',
  questions: [
    { question: 'Which organelle makes most of the cell’s energy?', choices: ['Mitochondria', 'Nucleus', 'Ribosome', 'Golgi body'], correct_answer: 'Mitochondria' },
    { question: 'Where is most of the DNA kept?', choices: ['Cytoplasm', 'Nucleus', 'Cell wall', 'Vacuole'], correct_answer: 'Nucleus' },
    { question: 'Which structure builds proteins?', choices: ['Lysosome', 'Ribosome', 'Centriole'], correct_answer: 'Ribosome' },
  ],
};

const squash = (text) => text.replace(/\s+/g, ' ').trim();

/** A player's phone: its own context (own storage), watched for uncaught errors. */
async function openPhone(browser, baseURL, errors) {
  const context = await browser.newContext(contextOptions('phone', baseURL));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page };
}

async function joinAs(page, code, name) {
  await page.goto(`/multiplayer/join?code=${code}`);
  assert.equal(await page.getByLabel('Room code').inputValue(), code, 'the QR link fills the code in');
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join Room' }).click();
  await expectPath(page, `/multiplayer/lobby/${code}`);
  await visible(page.getByText('Waiting for the host to start the game...'));
}

const choice = (page, text) => page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: text, exact: true });
const scoreOf = async (page) => Number((await page.locator('.mp-play__score strong').innerText()).trim());
const questionHeading = (page, question) => page.getByRole('heading', { name: question.question, exact: true });

async function leaderboardShown(page) {
  await visible(page.getByRole('heading', { name: 'Leaderboard' }), 20_000);
}

export const tests = [
  {
    name: 'a host on a projector and two phones play a whole game',
    viewports: ['desktop'],
    run: async ({ page: host, browser, baseURL, shot, unique }) => {
      const errors = [];
      const phones = [];
      try {
        // The host: a saved quiz, the hub, the create form.
        await signInFresh(host, { baseURL, unique }, 'host');
        await saveQuizByApi(host, QUIZ);
        await host.goto('/');
        await host.getByRole('link', { name: 'Play Now' }).click();
        await expectPath(host, '/multiplayer');
        await visible(host.getByRole('heading', { name: 'Multiplayer Quiz Battles' }));
        await shot('hub-host');
        await host.getByRole('link', { name: 'Create Room' }).click();
        await expectPath(host, '/multiplayer/create');
        await host.getByRole('combobox', { name: 'Quiz' }).selectOption({ label: `${QUIZ.title} (3 questions)` });
        const seconds = host.getByRole('slider', { name: /Time per question/ });
        await seconds.focus();
        await host.keyboard.press('Home');
        assert.equal(await seconds.inputValue(), '10');
        await shot('create-host');
        await host.getByRole('button', { name: 'Create Room' }).click();
        await expectPath(host, /^\/multiplayer\/lobby\/[A-Z2-9]{6}$/);
        const code = new URL(host.url()).pathname.split('/').pop();
        await visible(host.getByText(code, { exact: true }));
        await visible(host.getByRole('img', { name: `QR code to join room ${code}` }));

        // Three phones join by the QR code's link; the host removes the third.
        const ada = await openPhone(browser, baseURL, errors);
        const ben = await openPhone(browser, baseURL, errors);
        const cyd = await openPhone(browser, baseURL, errors);
        phones.push(ada, ben, cyd);
        await ada.page.goto('/multiplayer');
        await shot('hub-phone', ada.page);
        await ada.page.goto(`/multiplayer/join?code=${code}`);
        await shot('join-phone', ada.page);
        await joinAs(ada.page, code, 'Ada');
        await joinAs(ben.page, code, 'Ben');
        // Ben opens the game screen before it starts: it waits, connected.
        await ben.page.goto(`/multiplayer/play/${code}`);
        await visible(ben.page.getByRole('heading', { name: 'Waiting for game to start...' }));
        await visible(ben.page.getByText('Connected', { exact: true }));
        await shot('play-waiting-phone', ben.page);
        await joinAs(cyd.page, code, 'Cyd');
        const players = host.locator('.mp-players');
        await until(() => players.locator('li').count(), (n) => n === 4, 'the host sees four players');
        await shot('lobby-host');
        await shot('lobby-phone', ada.page);
        await expectNoSeriousViolations(host, 'lobby (host)');
        await expectNoSeriousViolations(ada.page, 'lobby (player)');
        await expectNoSidewaysScroll(ada.page, 'lobby on a phone');
        await host.getByRole('button', { name: 'Remove Cyd' }).click();
        await visible(cyd.page.getByRole('heading', { name: 'You were removed from this game' }));
        await shot('kicked-phone', cyd.page);
        await until(() => players.locator('li').count(), (n) => n === 3, 'Cyd leaves the host’s list');
        await until(() => ada.page.locator('.mp-players li').count(), (n) => n === 3, 'Cyd leaves the players’ list');

        // The countdown, then the first question everywhere.
        await host.getByRole('button', { name: 'Start Game' }).click();
        await visible(ada.page.getByText('Game starting in'));
        await shot('countdown-phone', ada.page);
        await shot('countdown-host');
        for (const page of [host, ada.page, ben.page]) {
          await expectPath(page, `/multiplayer/play/${code}`);
          await visible(questionHeading(page, QUIZ.questions[0]), 15_000);
        }
        await visible(host.getByText('Question 1 of 3'));
        await shot('question-host');
        await shot('question-phone', ada.page);
        await expectNoSeriousViolations(host, 'question (host)');
        await expectNoSeriousViolations(ada.page, 'question (player)');
        await expectNoSidewaysScroll(ada.page, 'question on a phone');

        // Question 1: Ada right, Ben wrong, the host counts them in, then answers too.
        await choice(ada.page, 'Mitochondria').click();
        await visible(ada.page.getByText('Correct!'));
        await visible(ada.page.getByText(/^\+\d+ points$/));
        await shot('feedback-correct-phone', ada.page);
        await expectNoSeriousViolations(ada.page, 'answer feedback');
        await choice(ben.page, 'Nucleus').click();
        await visible(ben.page.getByText('Incorrect!'));
        await shot('feedback-incorrect-phone', ben.page);
        await visible(host.getByText('2 of 3 answered'));
        await shot('answer-count-host');
        await choice(host, 'Ribosome').click();
        await visible(host.getByText('Incorrect!'));
        await shot('feedback-incorrect-host');
        await leaderboardShown(host);
        await visible(host.getByText('Correct answer:'));
        await shot('leaderboard-host');
        await leaderboardShown(ada.page);
        await visible(ada.page.getByText('Waiting for host to continue...'));
        await shot('leaderboard-phone', ada.page);
        await expectNoSeriousViolations(host, 'leaderboard (host)');
        await expectNoSeriousViolations(ada.page, 'leaderboard (player)');
        const firstScore = await (async () => {
          const row = ada.page.locator('tr[aria-current="true"]');
          return Number((await row.locator('.mp-standing__score').innerText()).trim());
        })();
        assert.ok(firstScore > 900, `Ada scored a fast right answer (${firstScore})`);

        // Question 2: Ada reloads and comes back with her score; a pause and resume; Ben runs out of time.
        await host.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(ada.page, QUIZ.questions[1]));
        await ada.page.reload();
        await visible(questionHeading(ada.page, QUIZ.questions[1]), 15_000);
        assert.equal(await scoreOf(ada.page), firstScore, 'the reloaded player keeps her score');
        await host.getByRole('button', { name: 'Pause game' }).click();
        await visible(host.getByRole('dialog', { name: 'Game Paused' }));
        await visible(ben.page.getByText('Waiting for host to resume...'));
        await shot('paused-host');
        await shot('paused-phone', ben.page);
        await expectNoSeriousViolations(host, 'paused (host)');
        await expectNoSeriousViolations(ben.page, 'paused (player)');
        const frozen = await ada.page.getByRole('timer').getAttribute('aria-label');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        assert.equal(await ada.page.getByRole('timer').getAttribute('aria-label'), frozen, 'the clock stands still while paused');
        await host.getByRole('button', { name: /Resume Game/ }).click();
        await until(() => host.getByRole('dialog', { name: 'Game Paused' }).count(), (n) => n === 0, 'the pause ends');
        await choice(ada.page, 'Nucleus').click();
        await visible(ada.page.getByText('Correct!'));
        await choice(host, 'Cytoplasm').click();
        await visible(ben.page.getByText("Time's Up!"), 15_000);
        await shot('time-up-phone', ben.page);
        await leaderboardShown(host);
        await leaderboardShown(ben.page);

        // Question 3 and the end.
        await host.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(ben.page, QUIZ.questions[2]));
        await choice(ben.page, 'Ribosome').click();
        await visible(ben.page.getByText('Answer Locked In!'));
        await shot('locked-in-phone', ben.page);
        await choice(ada.page, 'Ribosome').click();
        await choice(host, 'Lysosome').click();
        await leaderboardShown(host);
        await host.getByRole('button', { name: 'See Final Results' }).click();
        await visible(ada.page.getByRole('heading', { name: 'You Won!' }), 15_000);
        await visible(ben.page.getByRole('heading', { name: 'Great Job! 2nd Place!' }));
        await visible(host.getByRole('heading', { name: 'Awesome! 3rd Place!' }));
        const standings = squash(await ada.page.getByRole('table').innerText());
        assert.match(standings, /Ada you.*Ben.*Host/i, 'the final standings, Ada highlighted as herself');
        assert.equal(await ada.page.locator('tr[aria-current="true"]').count(), 1);
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await shot('final-phone', ada.page);
        await shot('final-host');
        await expectNoSeriousViolations(host, 'final screen (host)');
        await expectNoSeriousViolations(ada.page, 'final screen (player)');
        await expectNoSidewaysScroll(ada.page, 'final screen on a phone');

        // The stored game: standings, correct rates, CSV.
        await host.getByRole('link', { name: 'View Game Results' }).click();
        await expectPath(host, /^\/multiplayer\/games\/\d+$/);
        await visible(host.getByRole('heading', { name: QUIZ.title }));
        const rates = await host.getByText(/% correct/).allInnerTexts();
        assert.deepEqual(rates, ['33% correct (1/3)', '33% correct (1/3)', '67% correct (2/3)']);
        await shot('results-host');
        await expectNoSeriousViolations(host, 'stored game results');
        const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Download CSV' }).click()]);
        const csv = fs.readFileSync(await download.path(), 'utf8');
        assert.match(csv, /Ada/);
        await host.getByRole('link', { name: 'All Games' }).click();
        await visible(host.getByRole('link', { name: QUIZ.title }));
        await shot('games-host');

        await ada.page.getByRole('button', { name: 'Back to Multiplayer' }).click();
        await expectPath(ada.page, '/multiplayer');
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
