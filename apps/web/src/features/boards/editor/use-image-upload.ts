import { useCallback, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { BOARD_IMAGE_MAX } from '@carddogam/contract/calls/board';
import { BOARD_MSG, MSG } from '@carddogam/contract/messages';
import { errorMessage } from '../../../lib/error-message';
import { uploadBoardImage } from '../api/write-mutations';
import { countImages } from './board-image';

export const IMAGE_BUSY = '이미지를 올리는 중입니다. 다 올린 뒤에 다시 시도해주세요.';

export const isImageFile = (file: File) => file.type.startsWith('image/');

/**
 * Uploads the images the member picks, drops or pastes, one after another, and puts each where it was
 * dropped or at the cursor. Refuses non-images, images on a board that takes none, and images past the
 * per-post limit, with the Korean message of the rule (or the server's own when it refuses a file).
 */
export function useImageUpload(editor: Editor | null, imagesAllowed: boolean) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const upload = useCallback(
    async (files: File[], at?: number) => {
      if (!editor || files.length === 0) return;
      setError(null);
      if (!imagesAllowed) {
        setError(BOARD_MSG.imagesOff);
        return;
      }
      const images = files.filter(isImageFile);
      if (images.length < files.length) setError(MSG.imageNotImage);
      const room = BOARD_IMAGE_MAX - countImages(editor.state.doc);
      if (images.length > room) setError(BOARD_MSG.tooManyImages);
      const accepted = images.slice(0, Math.max(0, room));
      if (accepted.length === 0) return;
      if (busy.current) {
        setError(IMAGE_BUSY);
        return;
      }

      busy.current = true;
      let position = at;
      try {
        for (const [index, file] of accepted.entries()) {
          setUploading(accepted.length - index);
          const src = await uploadBoardImage(file);
          if (editor.isDestroyed) return;
          const image = { type: 'image', attrs: { src } };
          const chain = editor.chain().focus();
          if (position === undefined) chain.insertContent(image).run();
          else chain.insertContentAt(Math.min(position, editor.state.doc.content.size), image).run();
          // The next image goes after this one.
          position = undefined;
        }
      } catch (failure) {
        setError(errorMessage(failure));
      } finally {
        busy.current = false;
        setUploading(0);
      }
    },
    [editor, imagesAllowed],
  );

  return { upload, uploading, error, clearError: () => setError(null) };
}
