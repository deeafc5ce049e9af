/**
 * A class never loses its game (issue 24): the host comes back from the hub in a new window, a phone whose
 * tab closed walks back in by the join link, a pupil on another phone is let back in by the host's tap, a
 * phone rides out a server restart, the projector presents and is never a player, no phone learns the key
 * before the question ends. Every device of a test runs at the test's size (390×844 or 1366×768); the fit
 * test runs the projector at 1366×768 and 1920×1080 with the pupils on phones.
 */
import { assert, expectPath, until, visible } from '../support/checks.mjs';
import { createRoomByApi, joinByApi, openDevice, recordSocket, saveQuizReturningId, startOutageProxy } from '../support/live.mjs';
import { signInFresh, signInWith } from '../support/session.mjs';
import { contextOptions } from '../support/viewports.mjs';

const QUIZ = {
  title: 'Water Cycle Live',
  questions: [
    { question: 'What turns water into vapour?', choices: ['Evaporation', 'Condensation', 'Runoff', 'Freezing'], correct_answer: 'Evaporation' },
    { question: 'What forms clouds?', choices: ['Infiltration', 'Condensation', 'Melting', 'Erosion'], correct_answer: 'Condensation' },
    { question: 'Rain, snow and hail are called?', choices: ['Transpiration', 'Sublimation', 'Precipitation'], correct_answer: 'Precipitation' },
  ],
};

const choice = (page, text) => page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: text, exact: true });
const questionHeading = (page, index) => page.getByRole('heading', { name: QUIZ.questions[index].question, exact: true });
const scoreOf = async (page) => Number((await page.locator('.mp-play__score strong').innerText()).trim());
const ownRowScore = async (page) => Number((await page.locator('tr[aria-current="true"] .mp-standing__score').innerText()).trim());

/** The projector presents: it never speaks to the host as a player, and the host is in no list of players. */
async function expectPresenter(page, where) {
  const text = await page.locator('main').innerText();
  for (const phrase of ["Time's Up!", 'You finished', 'You Won', 'Place!', '(you)', 'Answer Locked In!', 'Correct!', 'Incorrect!']) {
    assert.ok(!text.includes(phrase), `${where}: the projector shows "${phrase}"`);
  }
  const names = await page.locator('.mp-standing__label, .mp-player__name, .mp-podium__name').allInnerTexts();
  assert.ok(!names.some((name) => /^Host\b/.test(name.trim())), `${where}: the host is listed as a player (${names.join(', ')})`);
  assert.equal(await page.locator('.badge--new').count(), 0, `${where}: a "You" badge on the projector`);
}

/** A signed-in host with a room of QUIZ, its lobby open on `page`. */
async function hostRoom(page, context, settings) {
  const { auth } = await signInFresh(page, context, 'host');
  const quiz = await saveQuizReturningId(page, QUIZ);
  const code = await createRoomByApi(page, quiz.id, settings);
  await page.goto(`/multiplayer/lobby/${code}`);
  await visible(page.getByRole('button', { name: 'Start Game' }));
  return { auth, code };
}

async function joinAs(page, code, name) {
  await page.goto(`/multiplayer/join?code=${code}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join Room' }).click();
  await expectPath(page, `/multiplayer/lobby/${code}`);
  await visible(page.getByText('Waiting for the host to start the game...'));
}

async function startGame(host, code, pupils) {
  await until(() => host.locator('.mp-players .mp-dot--on').count(), (n) => n === pupils.length, 'every pupil is connected in the host’s lobby');
  await host.getByRole('button', { name: 'Start Game' }).click();
  for (const page of [host, ...pupils]) {
    await expectPath(page, `/multiplayer/play/${code}`, 15_000);
    await visible(questionHeading(page, 0), 15_000);
  }
}

/** Runs `body` with devices that are closed afterwards (a failure shoots each one first). */
async function withDevices(run, body) {
  const errors = [];
  const devices = [];
  const open = async (name, baseURL = run.baseURL) => {
    const device = await openDevice(run.browser, run.viewport, baseURL, errors);
    device.name = name;
    devices.push(device);
    return device;
  };
  try {
    await body(open);
    if (errors.length) throw new Error(`Uncaught errors on a device: ${errors.join(' | ')}`);
  } catch (error) {
    for (const device of devices) {
      for (const page of device.context.pages()) await run.shot(`FAILED-${device.name}`, page).catch(() => undefined);
    }
    throw error;
  } finally {
    for (const device of devices) await device.context.close().catch(() => undefined);
  }
}

export const tests = [
  {
    name: 'a host who closes the tab mid-question resumes from the hub in a new window and finishes the game',
    run: async (run) => {
      const { page, shot, secondBrowser } = run;
      const { auth, code } = await hostRoom(page, run);
      await withDevices(run, async (open) => {
        const ada = await open('ada');
        await joinAs(ada.page, code, 'Ada');
        await expectPresenter(page, 'lobby');
        await shot('lobby-host', page);
        await startGame(page, code, [ada.page]);
        await visible(page.getByText(/of 1 answered$/));
        await expectPresenter(page, 'question');
        await shot('question-host', page);

        // The teacher's tab closes mid-question; the pupil answers meanwhile and the question ends without it.
        await page.close();
        await choice(ada.page, 'Evaporation').click();
        await visible(ada.page.getByText('Correct!'));
        await visible(ada.page.getByText('Waiting for host to continue...'), 10_000);
        await shot('pupil-waits-for-host', ada.page);

        // Another window, another browser's storage: the hub leads back to the running room.
        const { page: again } = await secondBrowser();
        await signInWith(again, auth);
        await again.goto('/multiplayer');
        const running = again.getByRole('region', { name: 'Your running games' });
        await visible(running);
        assert.match(await running.innerText(), new RegExp(`${QUIZ.title}[\\s\\S]*Room ${code} · Question 1 of 3`));
        await shot('hub-resume', again);
        await running.getByRole('link', { name: /^Resume/ }).click();
        await expectPath(again, `/multiplayer/play/${code}`);
        // The host again, where the game stands: the ended question, its answer and the standings.
        await visible(again.getByRole('heading', { name: 'Leaderboard' }));
        await visible(again.getByText('Question 1 of 3'));
        await visible(again.getByText('Correct answer:'));
        await expectPresenter(again, 'resumed leaderboard');
        await shot('resumed-host', again);

        for (const index of [1, 2]) {
          await again.getByRole('button', { name: 'Next Question' }).click();
          await visible(questionHeading(again, index));
          await visible(again.getByText(/0 of 1 answered$/));
          await expectPresenter(again, `question ${index + 1}`);
          await choice(ada.page, QUIZ.questions[index].correct_answer).click();
          await visible(again.getByRole('heading', { name: 'Leaderboard' }), 15_000);
          await expectPresenter(again, `leaderboard ${index + 1}`);
          if (index === 1) await shot('leaderboard-host', again);
        }
        await again.getByRole('button', { name: 'See Final Results' }).click();
        await visible(again.getByRole('heading', { name: 'Final Results' }));
        await visible(ada.page.getByRole('heading', { name: 'You Won!' }));
        await expectPresenter(again, 'podium');
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await shot('podium-host', again);
        await shot('final-pupil', ada.page);

        // The game was stored: its results open from the podium.
        await again.getByRole('link', { name: 'View Game Results' }).click();
        await expectPath(again, /^\/multiplayer\/games\/\d+$/);
        await visible(again.getByRole('heading', { name: QUIZ.title }));
        const rows = await again.getByRole('table').first().locator('tbody tr').allInnerTexts();
        assert.equal(rows.length, 1, `only the pupil is in the stored standings: ${rows.join(' | ')}`);
        assert.match(rows[0], /Ada/);
      });
    },
  },
  {
    name: 'no phone learns the key before the question ends; a phone whose tab was closed comes back by the join link with its score',
    run: async (run) => {
      const { page, shot } = run;
      const { code } = await hostRoom(page, run);
      await withDevices(run, async (open) => {
        const ada = await open('ada');
        const ben = await open('ben');
        const frames = recordSocket(ada.page);
        await joinAs(ada.page, code, 'Ada');
        await joinAs(ben.page, code, 'Ben');
        await startGame(page, code, [ada.page, ben.page]);

        // Ada answers; Ben has not: the question runs on, and nothing Ada has says which answer is right.
        const from = frames.length;
        await choice(ada.page, 'Runoff').click();
        await visible(ada.page.getByText('Answer Locked In!'));
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const early = frames.slice(from);
        assert.ok(early.some((message) => message.type === 'answer_received'), 'the answer is acknowledged at once');
        const leaks = early.filter((message) => 'correct_answer' in message || 'is_correct' in message || JSON.stringify(message).includes('"is_correct"'));
        assert.deepEqual(leaks, [], 'no message before the end tells the key');
        assert.equal(await ada.page.locator('.choice--correct, .choice--incorrect').count(), 0, 'no choice is marked right or wrong yet');
        await shot('locked-in-no-key', ada.page);

        await choice(ben.page, 'Evaporation').click();
        await visible(ada.page.getByText('Incorrect!'));
        await visible(ada.page.getByText('The correct answer is:'));
        await visible(ben.page.getByText('Correct!'));
        await shot('result-at-the-end', ben.page);
        await visible(ben.page.getByText('Waiting for host to continue...'), 10_000);
        const benScore = await ownRowScore(ben.page);
        assert.ok(benScore > 0, `Ben scored (${benScore})`);

        // Question 2: Ben's tab is closed (a phone kills background tabs); the join link brings him back.
        await page.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(ben.page, 1));
        await ben.page.close();
        const back = await ben.context.newPage();
        await back.goto(`/multiplayer/join?code=${code}`);
        await expectPath(back, `/multiplayer/play/${code}`, 15_000);
        await visible(questionHeading(back, 1));
        assert.equal(await scoreOf(back), benScore, 'Ben is back with his score');
        await shot('back-by-join-link', back);
        await choice(back, 'Condensation').click();
        await visible(back.getByText('Answer Locked In!'));
        await choice(ada.page, 'Condensation').click();
        await visible(back.getByText('Correct!'));
        await visible(page.getByRole('heading', { name: 'Leaderboard' }), 15_000);
        const standings = await page.locator('.mp-standing__label').allInnerTexts();
        assert.deepEqual(standings.sort(), ['Ada', 'Ben'], 'one Ben, back as himself');
      });
    },
  },
  {
    name: 'a pupil on another phone gets back in after the host’s tap',
    run: async (run) => {
      const { page, shot } = run;
      const { code } = await hostRoom(page, run);
      await withDevices(run, async (open) => {
        const ada = await open('ada');
        const ben = await open('ben');
        await joinAs(ada.page, code, 'Ada');
        await joinAs(ben.page, code, 'Ben');
        await startGame(page, code, [ada.page, ben.page]);
        await choice(ada.page, 'Evaporation').click();
        await choice(ben.page, 'Runoff').click();
        await visible(ada.page.getByText('Waiting for host to continue...'), 10_000);
        const adaScore = await ownRowScore(ada.page);

        // Ada's phone dies; she borrows another one and types her name again.
        await ada.context.close();
        const borrowed = await open('borrowed');
        await borrowed.page.goto(`/multiplayer/join?code=${code}`);
        await borrowed.page.getByLabel('Your name').fill('Ada');
        await borrowed.page.getByRole('button', { name: 'Join Room' }).click();
        await visible(borrowed.page.getByRole('heading', { name: 'Waiting for the host to let you back in' }), 15_000);
        await shot('rejoin-waiting', borrowed.page);

        const request = page.getByRole('region', { name: 'Players asking to rejoin' });
        await visible(request, 15_000);
        assert.match(await request.innerText(), /Ada wants to rejoin on another device\./);
        await shot('rejoin-request-host', page);
        await request.getByRole('button', { name: 'Let Ada back in' }).click();

        await visible(borrowed.page.getByText('Waiting for host to continue...'), 15_000);
        assert.equal(await ownRowScore(borrowed.page), adaScore, 'Ada is back with her score');
        await shot('rejoined', borrowed.page);
        await page.getByRole('button', { name: 'Next Question' }).click();
        await visible(questionHeading(borrowed.page, 1));
        assert.equal(await scoreOf(borrowed.page), adaScore);
        await choice(borrowed.page, 'Condensation').click();
        await visible(borrowed.page.getByText('Answer Locked In!'));
      });
    },
  },
  {
    name: 'a phone through a server restart shows it is reconnecting and carries on',
    run: async (run) => {
      const { page, shot, baseURL } = run;
      const { code } = await hostRoom(page, run);
      const proxy = await startOutageProxy(baseURL);
      try {
        await withDevices(run, async (open) => {
          const ada = await open('ada', proxy.url);
          const ben = await open('ben');
          await joinAs(ada.page, code, 'Ada');
          await joinAs(ben.page, code, 'Ben');
          await startGame(page, code, [ada.page, ben.page]);

          // The server goes away for 8 s: Ada's connection drops and every new try is refused.
          proxy.outage(8000);
          await visible(ada.page.getByText(/Reconnecting/), 10_000);
          for (const button of await ada.page.getByRole('group', { name: 'Answers' }).getByRole('button').all()) {
            assert.equal(await button.isDisabled(), true, 'choices wait while reconnecting');
          }
          await shot('reconnecting', ada.page);
          await new Promise((resolve) => setTimeout(resolve, 4000));
          await visible(ada.page.getByText(/Reconnecting/));

          // It comes back by itself within a few seconds of the server, on the same question, and plays on.
          await until(() => ada.page.getByText(/Reconnecting/).count(), (n) => n === 0, 'Ada reconnects by herself', 15_000);
          await visible(questionHeading(ada.page, 0));
          await choice(ada.page, 'Evaporation').click();
          await visible(ada.page.getByText('Answer Locked In!'));
          await choice(ben.page, 'Runoff').click();
          await visible(ada.page.getByText('Correct!'));
          await visible(ada.page.getByText('Waiting for host to continue...'), 10_000);
          assert.ok((await ownRowScore(ada.page)) > 0, 'Ada scored after the restart');
          await shot('carried-on', ada.page);
        });
      } finally {
        await proxy.close();
      }
    },
  },
  {
    name: 'the projector lobby shows 100 names with Start in view; the final screen fits; a phone shows its own name whole',
    viewports: ['desktop'],
    run: async (run) => {
      const { page, shot, baseURL, browser } = run;
      const { code } = await hostRoom(page, run, { time_per_question: 10 });
      const scripts = ['Zoë', 'Алексей', 'محمد', 'Nguyễn', '王小明', 'Søren', 'राहुल', 'Γιώργος', 'Łukasz', 'Ayşe'];
      for (let index = 0; index < 99; index += 1) {
        await joinByApi(baseURL, code, `${scripts[index % scripts.length]} ${String(index + 1).padStart(2, '0')}`.slice(0, 20));
      }
      const errors = [];
      const phone = await browser.newContext(contextOptions('phone', baseURL));
      try {
        const pupil = await phone.newPage();
        pupil.on('pageerror', (error) => errors.push(String(error)));
        const longName = 'عبد الرحمن بن خالد م';
        assert.equal([...longName].length, 20);
        await joinAs(pupil, code, longName);
        // Joins over HTTP alone never reach the host's socket: a reload lists everyone the room has.
        await page.reload();
        await until(() => page.locator('.mp-players li').count(), (n) => n === 100, 'the host sees 100 pupils', 30_000);

        for (const size of [
          { width: 1366, height: 768 },
          { width: 1920, height: 1080 },
        ]) {
          await page.setViewportSize(size);
          await page.evaluate(() => globalThis.scrollTo(0, 0));
          const outside = await page.evaluate(() => {
            const inView = (element) => {
              const box = element.getBoundingClientRect();
              return box.top >= 0 && box.left >= 0 && box.bottom <= globalThis.innerHeight && box.right <= globalThis.innerWidth;
            };
            const names = [...globalThis.document.querySelectorAll('.mp-players li')].filter((li) => !inView(li)).length;
            const start = [...globalThis.document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Start Game');
            return { names, start: start ? inView(start) : false };
          });
          assert.deepEqual(outside, { names: 0, start: true }, `at ${size.width}×${size.height} every name and Start are in view`);
          await shot(`lobby-100-${size.width}x${size.height}`, page);
        }
        await page.setViewportSize({ width: 1366, height: 768 });

        await page.getByRole('button', { name: 'Start Game' }).click();
        await visible(pupil.getByRole('group', { name: 'Answers' }), 15_000);
        // The phone shows its own name whole, in its own direction.
        const own = pupil.locator('.mp-play__me bdi');
        assert.equal(await own.innerText(), longName);
        assert.equal(await own.getAttribute('dir'), 'auto');
        const cut = await own.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > globalThis.innerWidth);
        assert.equal(cut, false, 'the own name is not cut');
        await shot('phone-own-name', pupil);

        for (const index of [0, 1, 2]) {
          if (index > 0) {
            await page.getByRole('button', { name: 'Next Question' }).click();
            await visible(questionHeading(pupil, index));
          }
          await choice(pupil, QUIZ.questions[index].correct_answer).click();
          await visible(page.getByRole('heading', { name: 'Leaderboard' }), 15_000);
        }
        await shot('leaderboard-100', page);
        await page.getByRole('button', { name: 'See Final Results' }).click();
        await visible(page.getByRole('heading', { name: 'Final Results' }));
        await visible(pupil.getByRole('heading', { name: 'You Won!' }));
        for (const size of [
          { width: 1366, height: 768 },
          { width: 1920, height: 1080 },
        ]) {
          await page.setViewportSize(size);
          await new Promise((resolve) => setTimeout(resolve, 300));
          const fits = await page.evaluate(() => globalThis.document.documentElement.scrollHeight <= globalThis.innerHeight + 1);
          assert.ok(fits, `the final screen fits ${size.width}×${size.height}`);
          await shot(`podium-${size.width}x${size.height}`, page);
        }
        const mine = pupil.locator('tr[aria-current="true"] .mp-standing__label');
        assert.equal(await mine.innerText(), longName);
        await shot('final-phone', pupil);
        if (errors.length) throw new Error(`Uncaught errors on the phone: ${errors.join(' | ')}`);
      } finally {
        await phone.close();
      }
    },
  },
];
