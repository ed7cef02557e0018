import { readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// The line reporter prints a failure's error when the test ends, in the middle of the run's log;
// CI shows the end of its log, where turbo has mixed in the other packages' output. This reporter
// repeats, after the run, each failed test's place and the first lines of its error, so the log's
// end says why a journey failed, not only which, and what the page showed then: Playwright's
// accessibility snapshot of the page at the failure (its error-context file, which CI does not
// keep), so a failure that happens only on CI's machine can be read from its log.

/** Lines of an error kept in the summary (the message, the expected and received, the code frame). */
const LINES = 40;
/** Lines of the page's snapshot kept: enough for a screen's landmarks, tabs, dialogs and first rows. */
const SNAPSHOT_LINES = 120;

// Colour codes of the error text, which the log of CI keeps as noise.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

export default class FailuresReporter implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult; snapshot: string[] }[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (
      result.status !== 'passed' &&
      result.status !== 'skipped' &&
      result.status !== test.expectedStatus
    )
      this.failures.push({ test, result, snapshot: pageSnapshot(result) });
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return;
    const out: string[] = [
      '',
      this.failures.length === 1
        ? `Why a journey failed (run ${result.status}):`
        : `Why ${String(this.failures.length)} journeys failed (run ${result.status}):`,
    ];
    for (const [index, { test, result: run, snapshot }] of this.failures.entries()) {
      const where = `${test.location.file.replace(/^.*\/e2e\//, '')}:${String(test.location.line)}`;
      out.push('', `  ${String(index + 1)}) ${where} › ${test.title} (${run.status})`);
      for (const error of run.errors) {
        const at = error.location
          ? `at ${error.location.file.replace(/^.*\/e2e\//, '')}:${String(error.location.line)}`
          : '';
        const text = [error.message ?? error.value ?? '', error.snippet ?? '', at]
          .join('\n')
          .replace(ANSI, '');
        out.push(
          ...text
            .split('\n')
            .slice(0, LINES)
            .map((line) => `     ${line}`),
        );
      }
      if (snapshot.length > 0) {
        out.push('     The page then:');
        out.push(...snapshot.slice(0, SNAPSHOT_LINES).map((line) => `       ${line}`));
        if (snapshot.length > SNAPSHOT_LINES)
          out.push(`       … ${String(snapshot.length - SNAPSHOT_LINES)} more lines`);
      }
    }
    console.log(out.join('\n'));
  }
}

/** The lines of the page's accessibility snapshot in a failed test's error context, if any. */
function pageSnapshot(result: TestResult): string[] {
  const context = result.attachments.find((attachment) => attachment.name === 'error-context');
  if (context?.path === undefined) return [];
  let text: string;
  try {
    text = readFileSync(context.path, 'utf8');
  } catch {
    return [];
  }
  // The snapshot is the file's YAML block: under the error when a matcher took it, else under
  // "Page snapshot" (taken when the test ended).
  const block = /```yaml\n([\s\S]*?)```/.exec(text);
  if (block?.[1] === undefined) return [];
  // The snapshot taken at the test's end names every wrapper and element reference: without them
  // the screen's structure fits in the lines kept.
  return block[1]
    .split('\n')
    .map((line) => line.replace(/ \[(ref=e\d+|cursor=pointer)\]/g, ''))
    .filter((line) => line.trim() !== '' && !/^\s*- generic( \[[^\]]*\])*:?$/.test(line));
}
