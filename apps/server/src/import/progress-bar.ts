import cliProgress from 'cli-progress';
import type { ImportProgress } from './run-import';

/** What each stage of an import is called on the terminal, and what it counts. */
const STAGES: Record<ImportProgress['phase'], { label: string; unit: string }> = {
  read: { label: '파일 읽기', unit: '개' },
  reference: { label: '기준 목록', unit: '' },
  en: { label: '북미판', unit: '장' },
  jp: { label: '일본판', unit: '장' },
  kr: { label: '국내판', unit: '장' },
  names: { label: '한글 이름', unit: '' },
  search: { label: '검색 목록', unit: '' },
  indexes: { label: '색인 만들기', unit: '개' },
};

/**
 * A progress bar for `npm run import`: one line per stage, left on the screen when the stage is done, so
 * the terminal ends with the list of stages and their counts.
 */
export function importProgressBar(): { update: (progress: ImportProgress) => void; stop: () => void } {
  const bar = new cliProgress.SingleBar(
    { format: '{stage} [{bar}] {value}/{total}{unit} {label}', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let phase: ImportProgress['phase'] | null = null;
  return {
    update(progress) {
      const stage = STAGES[progress.phase];
      if (progress.phase !== phase) {
        if (phase) bar.stop();
        phase = progress.phase;
        bar.start(progress.total, progress.done, { stage: stage.label, unit: stage.unit, label: '' });
      }
      bar.setTotal(progress.total);
      bar.update(progress.done, { label: progress.label ?? '' });
    },
    stop() {
      if (phase) bar.stop();
      phase = null;
    },
  };
}
