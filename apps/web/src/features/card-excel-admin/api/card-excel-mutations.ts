import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExcelApplied, ExcelFilters, ExcelPreview } from '@carddogam/contract/calls/card-excel';
import type { Nation } from '@carddogam/contract/constants';
import { showError } from '../../../lib/toast';
import { cardDetailKeys } from '../../card-detail';
import { cardSearchKeys } from '../../card-search';
import { applyCardSheet, downloadCardSheet, previewCardSheet } from './card-excel-files';

interface SheetUpload {
  nation: Nation;
  file: File;
}

export function useSheetDownload() {
  return useMutation({
    mutationFn: (filters: ExcelFilters) => downloadCardSheet(filters),
    onError: showError,
  });
}

/** The dry run: its answer is the diff and the row errors; nothing changes on the server. */
export function useSheetPreview(onSuccess: (preview: ExcelPreview) => void) {
  return useMutation({
    mutationFn: ({ nation, file }: SheetUpload) => previewCardSheet(nation, file),
    onSuccess,
    onError: showError,
  });
}

/** Applies the sheet; card pages and searches read afterwards show the new data. */
export function useSheetApply(onSuccess: (applied: ExcelApplied) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nation, file }: SheetUpload) => applyCardSheet(nation, file),
    onSuccess: (applied) => {
      onSuccess(applied);
      void client.invalidateQueries({ queryKey: cardDetailKeys.all });
      void client.invalidateQueries({ queryKey: cardSearchKeys.all });
    },
    onError: showError,
  });
}
