import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// The line reporter prints a failure's error when the test ends, in the middle of the run's log;
// CI shows the end of its log, where turbo has mixed in the other packages' output. This reporter
// repeats, after the run, each failed test's place and the first lines of its error, so the log's
// end says why a journey failed, not only which.

/** Lines of an error kept in the summary (the message, the expected and received, the code frame). */
const LINES = 40;

// Colour codes of the error text, which the log of CI keeps as noise.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

export default class FailuresReporter implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (
      result.status !== 'passed' &&
      result.status !== 'skipped' &&
      result.status !== test.expectedStatus
    )
      this.failures.push({ test, result });
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return;
    const out: string[] = [
      '',
      this.failures.length === 1
        ? `Why a journey failed (run ${result.status}):`
        : `Why ${String(this.failures.length)} journeys failed (run ${result.status}):`,
    ];
    for (const [index, { test, result: run }] of this.failures.entries()) {
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
    }
    console.log(out.join('\n'));
  }
}
