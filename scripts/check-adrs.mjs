// Checks the architecture decision records: every docs/decisions/NNNN-*.md carries a
// `Status:` line and a `Date: YYYY-MM-DD` line below its heading, and docs/decisions/README.md
// lists it in a table row with the same status and date. Plain Node, no dependencies.
// Usage: node scripts/check-adrs.mjs (exits 1 and lists every problem found).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = 'docs/decisions';
const dir = fileURLToPath(new URL(`../${DIR}/`, import.meta.url));
const ADR_FILE = /^(\d{4})-.+\.md$/;
const STATUS = /^(accepted|(amended|superseded) by \d{4}(, \d{4})*)$/;

const problems = [];
const files = readdirSync(dir)
  .filter((name) => ADR_FILE.test(name))
  .sort();
const numbers = new Set(files.map((name) => name.slice(0, 4)));

/** The lines before the first `## ` section: heading, Status and Date. */
function header(text) {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => line.startsWith('## '));
  return end < 0 ? lines : lines.slice(0, end);
}

function isCalendarDate(date) {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

// Each ADR's own Status and Date lines.
const records = new Map();
for (const name of files) {
  const lines = header(readFileSync(dir + name, 'utf8'));
  const where = `${DIR}/${name}`;
  const statusLine = lines.find((line) => line.startsWith('Status:'));
  const dateLine = lines.find((line) => line.startsWith('Date:'));
  // Only well-formed values are compared with the index below; the others are reported here.
  let status = statusLine?.slice('Status:'.length).trim();
  let date = dateLine?.slice('Date:'.length).trim();
  if (statusLine === undefined) {
    problems.push(`${where}: no "Status:" line below the heading`);
  } else if (!STATUS.test(status)) {
    problems.push(
      `${where}: "${statusLine}" is not "Status: accepted", "Status: amended by NNNN" or "Status: superseded by NNNN"`,
    );
    status = undefined;
  } else {
    for (const other of status.match(/\d{4}/g) ?? []) {
      if (!numbers.has(other)) problems.push(`${where}: "${statusLine}" names no existing ADR`);
    }
  }
  if (dateLine === undefined) {
    problems.push(`${where}: no "Date: YYYY-MM-DD" line below the heading`);
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDate(date)) {
    problems.push(`${where}: "${dateLine}" is not "Date: YYYY-MM-DD" with a real calendar date`);
    date = undefined;
  }
  records.set(name, { status, date });
}

// Two ADRs with one number (e.g. added on two branches at once).
for (const number of numbers) {
  const same = files.filter((name) => name.startsWith(`${number}-`));
  if (same.length > 1) problems.push(`${DIR}: ${same.join(' and ')} share the number ${number}`);
}

// The index: one table row per ADR, its first link being the ADR's file.
const indexPath = `${dir}README.md`;
const rows = new Map();
if (!existsSync(indexPath)) {
  problems.push(`${DIR}/README.md is missing: it must list every ADR`);
} else {
  for (const line of readFileSync(indexPath, 'utf8').split('\n')) {
    if (!line.startsWith('|')) continue;
    const link = /\]\((?:\.\/)?([^)#\s]+)\)/.exec(line);
    if (link && ADR_FILE.test(link[1])) rows.set(link[1], line);
  }
}
const plain = (cell) => cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim();
for (const [name, { status, date }] of records) {
  const row = rows.get(name);
  if (row === undefined) {
    if (existsSync(indexPath)) {
      problems.push(
        `${DIR}/${name} is not listed in ${DIR}/README.md: add "| ${name.slice(0, 4)} | [title](${name}) | status | date |" to its area's table`,
      );
    }
    continue;
  }
  const cells = row.split('|').map(plain);
  if (status !== undefined && !cells.includes(status)) {
    problems.push(`${DIR}/README.md: the row of ${name} does not say "${status}", as the ADR does`);
  }
  if (date !== undefined && !cells.includes(date)) {
    problems.push(`${DIR}/README.md: the row of ${name} does not say "${date}", as the ADR does`);
  }
}
for (const name of rows.keys()) {
  if (!records.has(name)) problems.push(`${DIR}/README.md lists ${name}, which does not exist`);
}

if (problems.length > 0) {
  console.error(`Decision records: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(`(conventions: ${DIR}/README.md)`);
  process.exitCode = 1;
} else {
  console.log(`Decision records: ${files.length} ADRs, each with Status and Date, all indexed`);
}
