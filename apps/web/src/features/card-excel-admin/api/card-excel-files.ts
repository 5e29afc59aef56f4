import {
  CARD_EXCEL_APPLY_PATH,
  CARD_EXCEL_PREVIEW_PATH,
  cardExcelCalls,
  type excelApplied,
  type excelPreview,
  type ExcelFilters,
} from '@carddogam/contract/calls/card-excel';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { isErrorCode } from '@carddogam/contract/error-codes';
import { ApiError, uploadFile } from '../../../lib/api';

/**
 * The bulk edit sheet's file calls: the export answers the .xlsx file itself (not JSON), saved through a
 * link the browser downloads; the dry run and the apply upload the file as multipart.
 */

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown };
  } | null;
  const code = isErrorCode(body?.error?.code) ? body.error.code : (`HTTP_${response.status}` as const);
  const message = typeof body?.error?.message === 'string' ? body.error.message : MSG.serverError;
  return new ApiError(response.status, code, message);
}

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Downloads the sheet of the filtered cards; resolves once the browser has been handed the file. */
export async function downloadCardSheet(filters: ExcelFilters): Promise<string> {
  let response: Response;
  try {
    response = await fetch(cardExcelCalls.export.path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ params: filters }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.');
  }
  if (!response.ok) throw await failure(response);
  const fileName = fileNameOf(response, `card_${filters.nation}.xlsx`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

export const previewCardSheet = (nation: Nation, file: File) =>
  uploadFile<typeof excelPreview>(`${CARD_EXCEL_PREVIEW_PATH}${nation}`, 'file', file);

export const applyCardSheet = (nation: Nation, file: File) =>
  uploadFile<typeof excelApplied>(`${CARD_EXCEL_APPLY_PATH}${nation}`, 'file', file);
