import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { ChangeEvents } from '../services/changes';
import { SnapshotBuilder, SNAPSHOT_COLUMNS, type Snapshot, type SnapshotRow } from './snapshot';

/** Rows read per statement: the copy is read in pages, so other statements get the connection between. */
const ROWS_PER_READ = 1000;

export interface SearchCopyOptions {
  /** The site's address, for the image addresses of the public API's entries. */
  siteUrl: string;
  /**
   * How old a copy may grow before the next search has the table's fingerprint read: the changes of a
   * process that does not announce them here (an import run from the command line without Redis) show
   * within this time. Infinity where every write goes through this process.
   */
  maxAgeMs: number;
  onError: (err: unknown) => void;
  now?: () => number;
}

/** Changes whenever a row of card_search is added, changed or removed: any new row version has a new xmin. */
const FINGERPRINT = sql`select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as print from card_search`;

/**
 * Keeps the in-memory copy of card_search (snapshot.ts) current for the searches (decision 043). The first
 * search starts the first read and is answered by the database, as is every search while the copy is
 * older than a card change announced on `changes`: a write is seen by the next search as the database
 * sees it, and the copy catches up in the background. Once the copy is older than maxAgeMs, the next
 * search has the table's fingerprint read (one scan of it, about 15 ms) and the copy read anew only if the
 * table changed; the copy answers meanwhile.
 */
export class CardSearchCopy {
  private snapshot: Snapshot | null = null;
  /** The table's fingerprint when the copy began to be read, and when the copy was last found current. */
  private print = '';
  private checkedAt = 0;
  private reading: Promise<void> | null = null;
  /** Card changes announced so far, and how many had been when the current copy began to be read. */
  private changes = 0;
  private changesInSnapshot = -1;
  private readonly now: () => number;
  /** How many times the copy has been read: once, and again after each change. */
  reads = 0;

  constructor(
    private readonly db: DbOrTx,
    changes: ChangeEvents,
    private readonly options: SearchCopyOptions,
  ) {
    this.now = options.now ?? Date.now;
    changes.on('cards', () => {
      this.changes += 1;
    });
  }

  /** The copy when it is current, else null (the database answers); starts a read or a check when due. */
  current(): Snapshot | null {
    const s = this.snapshot;
    const current = s !== null && this.changesInSnapshot === this.changes;
    if (!current || this.now() - this.checkedAt > this.options.maxAgeMs) void this.refresh();
    return current ? s : null;
  }

  /**
   * Makes the copy current unless that is under way: reads it anew when a change was announced since it
   * was read or the table's fingerprint moved. Resolves when done; never rejects.
   */
  refresh(): Promise<void> {
    this.reading ??= this.update()
      .catch(this.options.onError)
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async update(): Promise<void> {
    const changesBefore = this.changes;
    const checkedAt = this.now();
    // Read before the rows: a change committed while they are read moves it, so the next check reads again.
    const [{ print }] = (await queryRows<{ print: string }>(this.db, FINGERPRINT)) as [{ print: string }];
    if (this.snapshot === null || changesBefore !== this.changesInSnapshot || print !== this.print)
      this.snapshot = await this.read();
    this.print = print;
    this.checkedAt = checkedAt;
    this.changesInSnapshot = changesBefore;
  }

  private async read(): Promise<Snapshot> {
    this.reads += 1;
    const builder = new SnapshotBuilder(this.options.siteUrl);
    let last: string | null = null;
    for (;;) {
      const rows: SnapshotRow[] = await queryRows<SnapshotRow>(
        this.db,
        sql`select ${SNAPSHOT_COLUMNS} from card_search s
          where ${last === null ? sql`true` : sql`s.card_id > ${last}`}
          order by s.card_id
          limit ${ROWS_PER_READ}`,
      );
      builder.add(rows);
      if (rows.length < ROWS_PER_READ) break;
      last = rows[rows.length - 1]!.id;
    }
    return builder.finish();
  }
}
