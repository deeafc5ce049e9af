/** Documents to questions: pick or drop a real PDF, watch the job's progress, read the 5 questions. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { assert, expectNoSidewaysScroll, gone, until, visible } from '../support/checks.mjs';
import { corpusFile } from '../support/corpus.mjs';
import { clickNav, signInFresh } from '../support/session.mjs';
import { writeStudyNotes } from '../support/study-notes.mjs';

const PICKED = 'bio180_extensions_to_mendel_slides.pdf';
const DROPPED = 'two_column_nature_paper.pdf';
const UNSUPPORTED = 'Please upload a supported file type (PDF, DOC, DOCX, PPT, PPTX, or TXT)';

/** Words only, lower case: how a quoted passage is compared with the document's own text. */
const words = (text) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/-\s*\n\s*/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Drags `file` over the drop zone and drops it, the way a browser does: DataTransfer events on the zone. */
async function dragAndDrop(page, file, { beforeDrop }) {
  const bytes = fs.readFileSync(file).toString('base64');
  const zone = page.getByTestId('drop-zone');
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const binary = globalThis.atob(base64);
      const data = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      const transfer = new globalThis.DataTransfer();
      transfer.items.add(new globalThis.File([data], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name: path.basename(file), base64: bytes },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await beforeDrop(zone);
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await transfer.dispose();
}

export const tests = [
  {
    name: 'pdf to five questions',
    run: async ({ page, baseURL, viewport, shot, repo, unique }) => {
      const picked = corpusFile(repo, PICKED);
      const dropped = corpusFile(repo, DROPPED);
      await signInFresh(page, { baseURL, unique }, 'gen');
      await clickNav(page, viewport, 'Generate Quiz');
      await visible(page.getByRole('heading', { name: 'Create Your Interactive Quiz' }));
      await visible(page.getByText('Transform any document into an engaging learning experience'));

      // A file of another kind is refused with the spec's sentence.
      await page.getByLabel('Document file').setInputFiles({
        name: 'diagram.png',
        mimeType: 'image/png',
        buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
      });
      await visible(page.getByRole('alert').getByText(UNSUPPORTED, { exact: true }));

      // Choose File path: the picked document shows with its size, and can be removed.
      await page.getByLabel('Document file').setInputFiles(picked);
      await visible(page.getByText(PICKED, { exact: true }));
      await gone(page.getByText(UNSUPPORTED));
      const sizeMb = (fs.statSync(picked).size / (1024 * 1024)).toFixed(2);
      await visible(page.getByTestId('drop-zone').getByText(new RegExp(`${sizeMb}\\s*MB`)));
      await page.getByRole('button', { name: `Remove ${PICKED}` }).click();
      await gone(page.getByText(PICKED, { exact: true }));

      // Drag and drop: the zone changes look while the file is over it, then holds the file.
      await dragAndDrop(page, dropped, {
        beforeDrop: async (zone) => {
          await visible(zone.getByText('Drop your file here'));
          assert.match((await zone.getAttribute('class')) ?? '', /dropzone--dragging/);
        },
      });
      await visible(page.getByText(DROPPED, { exact: true }));
      assert.doesNotMatch((await page.getByTestId('drop-zone').getAttribute('class')) ?? '', /dropzone--dragging/);

      await page.getByRole('button', { name: 'Generate Quiz' }).click();
      await visible(page.getByRole('button', { name: 'Generating Quiz...' }));
      const bar = page.locator('.generation-progress').getByRole('progressbar');
      await visible(bar);
      await shot('progress');
      const seen = new Set();
      await until(
        async () => {
          const percent = await bar.getAttribute('aria-valuenow', { timeout: 500 }).catch(() => null);
          if (percent !== null) seen.add(Number(percent));
          return page.getByRole('heading', { name: 'Quiz Generated Successfully!' }).isVisible();
        },
        (done) => done,
        'the quiz should be generated',
        120_000,
      );
      assert.ok([...seen].every((value) => value >= 0 && value <= 100), `progress stays within 0..100: ${[...seen]}`);
      await gone(bar);

      const result = page.locator('section.generation-result');
      await visible(result.getByText('· 5 questions'));
      assert.equal(await result.locator('.generation-result__quiz-title').innerText(), 'two_column_nature_paper');
      await visible(page.getByRole('status').getByText(/generated/i));
      const questions = result.locator('.question-previews__list > li');
      assert.equal(await questions.count(), 5, 'a free account gets exactly 5 questions');
      for (const button of ['Save Quiz', 'Start Quiz Now', 'Create Multiplayer Room']) {
        await visible(result.getByRole('button', { name: button }));
      }
      // Free accounts see Review & Edit locked and the upgrade list.
      assert.equal(await result.getByRole('button', { name: 'Review & Edit' }).isDisabled(), true);
      await visible(page.getByText('Upgrade to Premium to unlock'));
      await shot('result');

      // One question's answer, explanation and the passage it comes from.
      const first = questions.first();
      const toggle = first.getByRole('button', { name: 'Show explanation' });
      await toggle.click();
      assert.equal(await first.getByRole('button', { name: 'Hide explanation' }).getAttribute('aria-expanded'), 'true');
      const details = first.locator('.question-preview__details');
      await visible(details.getByText('Answer:'));
      await visible(details.getByText('Explanation:'));
      const source = (await details.locator('blockquote').innerText()).trim();
      assert.ok(source.length > 20, `the source passage is quoted: "${source}"`);
      const documentText = words(execFileSync('pdftotext', ['-layout', dropped, '-'], { encoding: 'utf8' }));
      const layoutFree = words(execFileSync('pdftotext', [dropped, '-'], { encoding: 'utf8' }));
      assert.ok(
        documentText.includes(words(source)) || layoutFree.includes(words(source)),
        `the source passage comes from ${DROPPED}: "${source}"`,
      );
      const choices = await first.locator('.question-preview__choice').allInnerTexts();
      const answer = (await details.locator('p').first().innerText()).replace(/^Answer:\s*/, '').trim();
      assert.ok(
        choices.some((choice) => choice.replace(/^[A-F]\s*/, '').trim() === answer),
        `the answer "${answer}" is one of the choices ${JSON.stringify(choices)}`,
      );
      await details.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page, 'generator result');
      await shot('explanation');
    },
  },
  {
    // The suite's server uses the offline generator, which finishes in a moment: while Cancel is tried, the
    // job's polls are shown as a call to a slow AI server (the server's own cancel is what answers it).
    name: 'cancel a slow generation and keep what it found',
    run: async ({ page, baseURL, viewport, shot, unique }) => {
      const notes = writeStudyNotes('Slow Server Notes');
      try {
        await signInFresh(page, { baseURL, unique }, 'gencancel');
        await clickNav(page, viewport, 'Generate Quiz');
        await page.getByLabel('Document file').setInputFiles(notes.file);
        await visible(page.getByText('Slow Server Notes.txt', { exact: true }));

        let slow = true;
        await page.route('**/api/generation-jobs/*/', async (route) => {
          const response = await route.fetch();
          const job = await response.json();
          if (!slow || route.request().method() !== 'GET') return route.fulfill({ response, json: job });
          const waiting = { ...job, status: 'generating', progress: 0.45, questions: [], message: null };
          return route.fulfill({ response, json: { ...waiting, waiting_seconds: 12 } });
        });

        await page.getByRole('button', { name: 'Generate Quiz' }).click();
        const progress = page.locator('.generation-progress');
        await visible(progress.getByText('Waiting for the AI server (12 s)'), 20_000);
        const cancel = progress.getByRole('button', { name: 'Cancel' });
        await visible(cancel);
        const height = page.viewportSize()?.height ?? 0;
        // The screen scrolls the box into view (smoothly) when Cancel appears.
        const box = await until(
          () => cancel.boundingBox(),
          (seen) => !!seen && seen.y >= 0 && seen.y + seen.height <= height,
          'Cancel should come into view without scrolling',
        );
        assert.ok(box.height >= 44, `the Cancel button is easy to tap: ${JSON.stringify(box)}`);
        await expectNoSidewaysScroll(page, 'generator waiting for the AI server');
        await shot('waiting');

        const cancelled = page.waitForResponse((answer) => /\/cancel\/$/.test(new URL(answer.url()).pathname));
        await cancel.click();
        assert.equal((await cancelled).status(), 200);
        slow = false;

        await visible(page.getByRole('heading', { name: 'Quiz Generated Successfully!' }), 30_000);
        await gone(progress);
        const result = page.locator('section.generation-result');
        assert.ok((await result.locator('.question-previews__list > li').count()) > 0, 'the questions found are offered');
        await visible(result.getByRole('button', { name: 'Start Quiz Now' }));
        await expectNoSidewaysScroll(page, 'generator after cancel');
        await shot('cancelled');
      } finally {
        notes.cleanup();
      }
    },
  },
];
