/**
 * Live games against the real server: a host at projector size (1366×768) presenting and players on phones
 * (390×844), each in its own browser context, play a whole game: join by the QR link, a kick, the countdown,
 * right, wrong and timed-out answers revealed when each question ends, a reload mid-question that comes back with its score, a pause and resume,
 * the leaderboards, the final standings and the stored results with their CSV. Every state is shot at both
 * sizes (the page is resized to the other one for a second shot), so a phone host and a desktop player are
 * looked at too, and axe checks each state.
 */
import fs from 'node:fs';

import { expectNoSeriousViolations } from '../support/axe.mjs';
import { settle, shotBothSizes } from '../support/both-sizes.mjs';
import { assert, expectNoSidewaysScroll, expectPath, until, visible } from '../support/checks.mjs';
import { saveQuizByApi, signInFresh } from '../support/session.mjs';
import { VIEWPORTS, contextOptions } from '../support/viewports.mjs';

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

/** The projector presents: it never speaks to the host as a player, and the host is in no list of players. */
async function expectPresenter(page, where) {
  const text = await page.locator('main').innerText();
  for (const phrase of ["Time's Up!", 'You finished', 'You Won', 'Place!', '(you)', 'Answer Locked In!', 'Correct!', 'Incorrect!']) {
    assert.ok(!text.includes(phrase), `${where}: the projector shows "${phrase}"`);
  }
  const names = await page.locator('.mp-standing__label, .mp-player__name, .mp-podium__name').allInnerTexts();
  assert.ok(!names.some((name) => /^Host\b/.test(name.trim())), `${where}: the host is listed as a player`);
}

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
        await shotBothSizes(shot, host, 'hub');
        await host.getByRole('link', { name: 'Create Room' }).click();
        await expectPath(host, '/multiplayer/create');
        await host.getByRole('combobox', { name: 'Quiz' }).selectOption({ label: `${QUIZ.title} (3 questions)` });
        const seconds = host.getByRole('slider', { name: /Time per question/ });
        await seconds.focus();
        await host.keyboard.press('Home');
        assert.equal(await seconds.inputValue(), '10');
        await shotBothSizes(shot, host, 'create-host');
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
        await ada.page.goto(`/multiplayer/join?code=${code}`);
        await visible(ada.page.getByLabel('Your name'));
        await shotBothSizes(shot, ada.page, 'join');
        await joinAs(ada.page, code, 'Ada');
        await joinAs(ben.page, code, 'Ben');
        // Ben opens the game screen before it starts: it waits, connected.
        await ben.page.goto(`/multiplayer/play/${code}`);
        await visible(ben.page.getByRole('heading', { name: 'Waiting for game to start...' }));
        await visible(ben.page.getByText('Connected', { exact: true }));
        await shotBothSizes(shot, ben.page, 'play-waiting');
        // Leaving asks first; staying keeps the player in.
        await ben.page.getByRole('button', { name: 'Leave Game' }).click();
        await visible(ben.page.getByRole('dialog', { name: 'Leave Game?' }));
        await visible(ben.page.getByText('Are you sure you want to leave the game? Your progress will not be saved.', { exact: true }));
        await shotBothSizes(shot, ben.page, 'leave-confirm');
        await ben.page.getByRole('button', { name: 'Stay' }).click();
        await visible(ben.page.getByRole('heading', { name: 'Waiting for game to start...' }));
        await joinAs(cyd.page, code, 'Cyd');
        const players = host.locator('.mp-players');
        // The host presents: the list is of the pupils.
        await until(() => players.locator('li').count(), (n) => n === 3, 'the host sees three pupils');
        await shotBothSizes(shot, host, 'lobby-host');
        await shotBothSizes(shot, ada.page, 'lobby-player');
        await host.getByRole('button', { name: 'Remove Cyd' }).click();
        await visible(cyd.page.getByRole('heading', { name: 'You were removed from this game' }));
        await shotBothSizes(shot, cyd.page, 'kicked');
        await until(() => players.locator('li').count(), (n) => n === 2, 'Cyd leaves the host’s list');
        await until(() => ada.page.locator('.mp-players li').count(), (n) => n === 2, 'Cyd leaves the players’ list');
        // Kicked means out: the same device under another name only asks the host, who refuses.
        await cyd.page.goto(`/multiplayer/join?code=${code}`);
        await cyd.page.getByLabel('Your name').fill('Cyd Again');
        await cyd.page.getByRole('button', { name: 'Join Room' }).click();
        await visible(cyd.page.getByRole('heading', { name: 'Waiting for the host to let you back in' }));
        const asking = host.getByRole('region', { name: 'Players asking to rejoin' });
        await visible(asking);
        await shot('rejoin-request-kicked-desktop');
        await asking.getByRole('button', { name: 'Refuse' }).click();
        await visible(cyd.page.getByRole('heading', { name: 'The host did not let you back in' }));
        await until(() => players.locator('li').count(), (n) => n === 2, 'nobody new in the host’s list');

        // The countdown, then the first question everywhere.
        await host.getByRole('button', { name: 'Start Game' }).click();
        await visible(ada.page.getByText('Game starting in'));
        await shot('countdown-phone', ada.page);
        await shot('countdown-desktop');
        await expectNoSeriousViolations(ada.page, 'countdown (player)');
        for (const page of [host, ada.page, ben.page]) {
          await expectPath(page, `/multiplayer/play/${code}`);
          await visible(questionHeading(page, QUIZ.questions[0]), 15_000);
        }
        await visible(host.getByText('Question 1 of 3', { exact: true }));

        // Question 1: the projector presents it (no answer buttons); Ada is right at once and locked in, the
        // host counts her in, Ben answers wrong, and only then do both learn how they did.
        assert.equal(await host.getByRole('group', { name: 'Answers' }).count(), 0, 'the projector has no answer buttons');
        await choice(ada.page, 'Mitochondria').click();
        await visible(ada.page.getByText('Answer Locked In!'));
        assert.equal(await ada.page.getByText('Correct!').count(), 0, 'no result before the question ends');
        await visible(host.getByText(/^1 of 2 answered$/));
        await shotBothSizes(shot, host, 'answer-count-host');
        await shotBothSizes(shot, ben.page, 'question-player', { brief: true });
        await choice(ben.page, 'Nucleus').click();
        await visible(ben.page.getByText('Incorrect!'));
        await shot('feedback-incorrect-phone', ben.page);
        await visible(ada.page.getByText('Correct!'));
        await visible(ada.page.getByText(/^\+\d+ points$/));
        await shotBothSizes(shot, ada.page, 'feedback-correct', { brief: true });
        await leaderboardShown(host);
        await expectPresenter(host, 'leaderboard 1');
        await visible(host.getByText('Correct answer:'));
        await shotBothSizes(shot, host, 'leaderboard-host');
        // The projector's keyboard: Tab from the leaderboard's title reaches 'Next Question', with a visible ring.
        await host.keyboard.press('Tab');
        const focused = await host.evaluate(() => {
          const element = globalThis.document.activeElement;
          const style = globalThis.getComputedStyle(element);
          return { text: element.textContent.trim(), ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
        });
        assert.deepEqual(focused, { text: 'Next Question', ring: true }, 'Next Question takes a visible keyboard focus');
        await shot('leaderboard-host-focus-desktop');
        await leaderboardShown(ada.page);
        await visible(ada.page.getByText('Waiting for host to continue...'));
        await shotBothSizes(shot, ada.page, 'leaderboard-player');
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
        await shotBothSizes(shot, host, 'paused-host');
        await shotBothSizes(shot, ben.page, 'paused-player');
        const frozen = await ada.page.getByRole('timer').getAttribute('aria-label');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        assert.equal(await ada.page.getByRole('timer').getAttribute('aria-label'), frozen, 'the clock stands still while paused');
        await host.getByRole('button', { name: /Resume Game/ }).click();
        await until(() => host.getByRole('dialog', { name: 'Game Paused' }).count(), (n) => n === 0, 'the pause ends');
        await choice(ada.page, 'Nucleus').click();
        await visible(ada.page.getByText('Answer Locked In!'));
        await visible(ben.page.getByText("Time's Up!"), 15_000);
        await visible(ada.page.getByText('Correct!'));
        await shotBothSizes(shot, ben.page, 'time-up', { brief: true });
        await leaderboardShown(host);
        await leaderboardShown(ben.page);

        // Question 3 and the end.
        await host.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(ben.page, QUIZ.questions[2]));
        await visible(host.getByText(/^0 of 2 answered$/));
        await expectPresenter(host, 'question 3');
        await choice(ben.page, 'Ribosome').click();
        await visible(ben.page.getByText('Answer Locked In!'));
        await shotBothSizes(shot, ben.page, 'locked-in');
        await choice(ada.page, 'Ribosome').click();
        await leaderboardShown(host);
        await host.getByRole('button', { name: 'See Final Results' }).click();
        await visible(ada.page.getByRole('heading', { name: 'You Won!' }), 15_000);
        await visible(ben.page.getByRole('heading', { name: 'Great Job! 2nd Place!' }));
        await visible(host.getByRole('heading', { name: 'Final Results' }));
        await expectPresenter(host, 'final');
        const standings = squash(await ada.page.getByRole('table').innerText());
        assert.match(standings, /Ada you.*Ben/i, 'the final standings, Ada highlighted as herself');
        assert.doesNotMatch(standings, /Host/, 'the host is not in the standings');
        assert.equal(await ada.page.locator('tr[aria-current="true"]').count(), 1);
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await shotBothSizes(shot, ada.page, 'final-player');
        await ada.page.getByRole('heading', { name: 'Final Standings' }).scrollIntoViewIfNeeded();
        await shot('final-standings-phone', ada.page);
        await shotBothSizes(shot, host, 'final-host');

        // The stored game: standings, correct rates, CSV.
        await host.getByRole('link', { name: 'View Game Results' }).click();
        await expectPath(host, /^\/multiplayer\/games\/\d+$/);
        await visible(host.getByRole('heading', { name: QUIZ.title }));
        const rates = (await host.locator('.mp-report__summary').allInnerTexts()).map(squash);
        // The rates count the pupils there for each question; the host, who only presented, is no player.
        assert.deepEqual(rates, ['1 of 2 missed it · 50% correct (1/2)', '1 of 2 missed it · 50% correct (1/2)', '0 of 2 missed it · 100% correct (2/2)']);
        await shotBothSizes(shot, host, 'results-host');
        const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Download CSV' }).click()]);
        const csv = fs.readFileSync(await download.path(), 'utf8');
        assert.match(csv, /Ada/);
        await host.getByRole('link', { name: 'All Games' }).click();
        await visible(host.getByRole('link', { name: QUIZ.title }));
        await shotBothSizes(shot, host, 'games-host');

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
