/** A short study document written for the suite, saved as a .txt file in a fresh temporary folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NOTES = `Photosynthesis: study notes

Photosynthesis is the process by which green plants, algae and some bacteria turn light energy into chemical energy. It takes place mainly in the leaves, inside small organelles called chloroplasts. The green pigment chlorophyll, found in the thylakoid membranes of the chloroplast, absorbs red and blue light and reflects green light, which is why leaves look green.

The overall reaction uses carbon dioxide and water to make glucose and oxygen. Carbon dioxide enters the leaf through tiny pores called stomata, while water is carried up from the roots through the xylem. The oxygen released by plants comes from the splitting of water molecules, not from carbon dioxide.

The light-dependent reactions happen in the thylakoids. Light excites electrons in chlorophyll, and the energy is used to make ATP and NADPH. Water is split in a step called photolysis, which releases oxygen as a by-product.

The Calvin cycle is the light-independent stage and takes place in the stroma. The enzyme rubisco fixes carbon dioxide onto a five-carbon sugar called ribulose bisphosphate. Using the ATP and NADPH from the light-dependent reactions, the cycle produces a three-carbon sugar that the plant uses to build glucose, sucrose and starch.

Several factors limit the rate of photosynthesis. Light intensity, carbon dioxide concentration and temperature can each become the limiting factor. Above about forty degrees Celsius the enzymes of the Calvin cycle begin to denature, and the rate falls sharply.

Plants in hot, dry climates have adapted. C4 plants such as maize first fix carbon dioxide into a four-carbon compound, which keeps rubisco supplied even when the stomata are nearly closed. CAM plants such as cacti open their stomata only at night and store carbon dioxide as malic acid until daylight returns.
`;

/** Writes the notes as `<name>.txt`; returns the file's path and a cleanup function. */
export function writeStudyNotes(name = 'Photosynthesis Study Notes') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizforge-e2e-doc-'));
  const file = path.join(dir, `${name}.txt`);
  fs.writeFileSync(file, NOTES, 'utf8');
  return { file, title: name, dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
