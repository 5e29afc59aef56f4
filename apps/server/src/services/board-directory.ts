import type { Db } from '../db/client';
import { listBoards, type BoardRow } from '../repositories/board-settings';

/** A board's settings as the directory keeps them: everything but the post count, which moves with every post. */
export type BoardSettings = Omit<BoardRow, 'postCount'>;

interface Snapshot {
  all: BoardSettings[];
  byId: Map<number, BoardSettings>;
  byName: Map<string, BoardSettings>;
}

/**
 * Every board's settings in memory, for the board reads (decision 026). The settings change only when
 * 관리자 saves them at /admin/board/category, which announces a 'boards' change (services/changes.ts);
 * the directory then loads afresh on its next use. A name or id it does not know makes it look once more,
 * so a board made by another path (a seed, a restore) is found without waiting for an event.
 */
export class BoardDirectory {
  private snapshot: Promise<Snapshot> | null = null;

  constructor(private readonly db: Db) {}

  async all(): Promise<BoardSettings[]> {
    return (await this.current()).all;
  }

  async byId(id: number): Promise<BoardSettings | undefined> {
    return (await this.current()).byId.get(id) ?? (await this.reloaded()).byId.get(id);
  }

  async byName(name: string): Promise<BoardSettings | undefined> {
    return (await this.current()).byName.get(name) ?? (await this.reloaded()).byName.get(name);
  }

  /** Forgets the settings; the next use loads them again. */
  invalidate(): void {
    this.snapshot = null;
  }

  private current(): Promise<Snapshot> {
    this.snapshot ??= this.load();
    return this.snapshot;
  }

  private reloaded(): Promise<Snapshot> {
    this.invalidate();
    return this.current();
  }

  private async load(): Promise<Snapshot> {
    const loading = listBoards(this.db).then((rows) => {
      const all = rows.map(({ postCount: _count, ...settings }) => settings);
      return {
        all,
        byId: new Map(all.map((b) => [b.id, b])),
        byName: new Map(all.map((b) => [b.name, b])),
      };
    });
    // A failed load is not kept: the next use tries again.
    loading.catch(() => {
      if (this.snapshot === loading) this.snapshot = null;
    });
    return loading;
  }
}
