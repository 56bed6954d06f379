/**
 * Section 8 of BENCHMARKS.md (bench/scaling.ts measures it). Imports nothing of lib/, so the runner
 * can load it before the environment points lib/ at a stack.
 */
/** What one operation costs at one size: read units and latency per call (medians of alternating repetitions). */
export interface ScalingPoint {
  size: number;
  readUnits: number;
  ms: number;
  items: number;
}

export interface ScalingFigures {
  operation: string;
  /** Reads the organization's partition, as the control does (its latency ratio is then also shown against the control's). */
  orgPartition: boolean;
  points: ScalingPoint[];
}

/** The limiter under a flood of one bucket: what each admitted and each refused request cost in writes. */
export interface FloodFigures {
  label: string;
  seconds: number;
  admitted: number;
  refused: number;
  allowance: number;
  writes: number;
  writeUnits: number;
}

const fixed = (value: number, digits = 1) => String(Number(value.toFixed(digits)));
const ratio = (value: number, base: number) => (base === 0 ? (value === 0 ? 1 : Infinity) : value / base);
const GOAL = 1.2;
const marked = (r: number) => (r <= GOAL ? `${r.toFixed(2)}× ✓` : `**${r.toFixed(2)}×** ✗`);
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** Section 8 of BENCHMARKS.md: cost against the data held, and the limiter under a flood. */
export function renderScaling(figures: ScalingFigures[], flood: FloodFigures[], sizes: number[], repetitions: number): string {
  const [base, ...larger] = sizes;
  const head = [
    'Operation',
    ...sizes.map((s) => `RCU at ${s.toLocaleString('en')}`),
    ...larger.map((s) => `RCU ratio ${s.toLocaleString('en')}`),
    ...sizes.map((s) => `ms at ${s.toLocaleString('en')}`),
    ...larger.map((s) => `ms ratio ${s.toLocaleString('en')}`),
    ...larger.map((s) => `ms ratio ${s.toLocaleString('en')} ÷ control's`),
    'Items',
  ];
  const control = figures.find((f) => f.operation.startsWith('control'));
  const lines = figures.map((f) => {
    const at = (size: number) => f.points.find((p) => p.size === size)!;
    return row([
      f.operation,
      ...sizes.map((s) => fixed(at(s).readUnits)),
      ...larger.map((s) => marked(ratio(at(s).readUnits, at(base!).readUnits))),
      ...sizes.map((s) => fixed(at(s).ms)),
      ...larger.map((s) => marked(ratio(at(s).ms, at(base!).ms))),
      ...larger.map((s) => {
        if (!f.orgPartition || !control || f === control) return '';
        const c = (size: number) => control.points.find((p) => p.size === size)!.ms;
        return marked(ratio(at(s).ms, at(base!).ms) / ratio(c(s), c(base!)));
      }),
      at(sizes.at(-1)!).items,
    ]);
  });
  const floodRows = flood.map((f) =>
    row([
      f.label,
      `${f.seconds} s`,
      `${f.admitted} (bound ${Math.floor(f.allowance)})`,
      f.refused,
      f.writes,
      fixed(f.writes / f.admitted, 2),
      fixed(f.writeUnits / f.admitted, 2),
      fixed(f.writes / Math.max(1, f.refused), 4),
      fixed(f.writes / f.seconds, 0),
    ]),
  );
  return [
    '## 8. Scaling with the data held',
    '',
    `Each list the API offers and accepting a proposal, against one organization holding ${sizes.map((s) => s.toLocaleString('en')).join(', ')} items of every kind`,
    'in tables of their own, side by side: invoices (5 of them paid, spread through the list), payment methods all cleared by a',
    '`customer.deleted` and 3 attached after it, personalities, and a topic vocabulary of as many versions (accepting names the oldest).',
    'Each list asks for pages of 10 (`limit=10`), so every size returns a full page and the ratios compare like with like.',
    "Read capacity is what DynamoDB Local reports with `ReturnConsumedCapacity` for the use case's requests; latency is the use case in",
    `this process (median of ${repetitions} repetitions alternating between the sizes, after two warm-up rounds). Goal: ≤ ${GOAL}× the ${base}-item case.`,
    "The control is the least a page can read: one Query of 11 items in the organization's partition. DynamoDB Local (SQLite underneath)",
    'itself takes longer to answer it as that partition grows (60,000 items at the largest size), while DynamoDB bills and serves a page',
    'the same at any size; the last columns divide that out, for the lists that read the same partition. The second control reads',
    "the `status=paid` range alone: DynamoDB Local's time for it grows with the partition too, though it holds the same 5 items at every size.",
    'Machine noise on this shared 2-core host is large at these few milliseconds (compare the two controls at 10 items).',
    '`npm run bench -- --only scaling` runs this section alone and rewrites only it.',
    '',
    row(head),
    row(head.map(() => '---')),
    ...lines,
    '',
    '### The rate limiter under a flood of one bucket',
    '',
    'The authenticated policy (20 requests/s, burst 40), every caller asking again as soon as it is answered. Writes are bucket',
    'UpdateItems, failed conditional ones included (DynamoDB bills those too: "WCU" counts them at 1).',
    'Before this change the issue measured 12–16 bucket writes per admitted request for the first row, and about 980 writes a',
    "second on one item for the second (DynamoDB's per-partition ceiling is 1,000).",
    '',
    row(['Flood', 'Time', 'Admitted', 'Refused', 'Writes', 'Writes per admitted', 'WCU per admitted', 'Writes per refused', 'Writes per second']),
    row(Array.from({ length: 9 }, () => '---')),
    ...floodRows,
    '',
  ].join('\n');
}

/** Replaces section 8 of a BENCHMARKS.md text (or puts it before the list of missed goals). */
export function spliceScaling(report: string, section: string): string {
  const start = report.indexOf('## 8. Scaling');
  if (start >= 0) {
    const next = report.indexOf('\n## ', start + 1);
    return report.slice(0, start) + section + (next >= 0 ? `\n${report.slice(next + 1)}` : '');
  }
  const misses = report.indexOf('## Where a goal is missed');
  return misses >= 0 ? `${report.slice(0, misses)}${section}\n${report.slice(misses)}` : `${report}\n${section}`;
}
