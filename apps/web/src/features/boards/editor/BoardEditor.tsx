import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { IconCards, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEditor } from '@tiptap/react';
import { cardMentionSearchQuery } from '../api/board-queries';
import classes from './BoardEditor.module.css';
import { boardEditorExtensions } from './extensions';
import { EDITOR_LABELS } from './labels';
import { LinkControl } from './LinkControl';
import { queryNation, toCandidate } from './mention-candidates';
import { createMentionPopupStore } from './mention-popup-store';
import { createCardMentionSuggestion } from './mention-suggestion';
import { MENTION_TRIGGER } from './mention-match';
import { MentionSuggestionList } from './MentionSuggestionList';
import { isImageFile, useImageUpload } from './use-image-upload';

export interface BoardEditorProps {
  /** The HTML to start from; later changes of this prop are ignored (remount the editor to reset it). */
  initialContent: string;
  /** Every change, as the HTML the post sends as `content`. */
  onChange: (html: string) => void;
  /** The board takes images: the image button, drop and paste work only then. */
  imagesAllowed: boolean;
  /** A message about the content (required, too long), shown under the editor. */
  error?: string | null;
}

/**
 * The rich-text editor of board posts: TipTap with Mantine's toolbar, images through our upload, and card
 * chips picked from the `[[` search. Its editable area is the textbox named '내용'.
 */
export function BoardEditor({ initialContent, onChange, imagesAllowed, error }: BoardEditorProps) {
  const queryClient = useQueryClient();
  const [popupStore] = useState(createMentionPopupStore);
  const popup = useSyncExternalStore(popupStore.subscribe, popupStore.get);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Drop and paste handlers are fixed when the editor is made; they reach the upload through this ref.
  const filesRef = useRef<(files: File[], at?: number) => void>(() => undefined);

  const extensions = useMemo(
    () =>
      boardEditorExtensions(
        createCardMentionSuggestion(popupStore, async (text) => {
          const nation = queryNation(text);
          const rows = await queryClient.fetchQuery(cardMentionSearchQuery(nation, text));
          return rows.map((row) => toCandidate(row, nation));
        }),
      ),
    [popupStore, queryClient],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-label': '내용', 'aria-multiline': 'true' },
      handleDrop: (view, event, _slice, moved) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (moved || files.length === 0) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        filesRef.current(files, at);
        return true;
      },
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        // A copied web page brings its text and a picture of it: only a paste of images alone is an upload.
        if (!files.some(isImageFile)) return false;
        filesRef.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML()),
  });

  const images = useImageUpload(editor, imagesAllowed);
  filesRef.current = (files, at) => void images.upload(files, at);

  return (
    <Stack gap={4}>
      <RichTextEditor editor={editor} labels={EDITOR_LABELS} className={error ? classes.invalid : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-height, 0px)">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <LinkControl />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            {imagesAllowed && (
              <FileButton onChange={(files) => void images.upload(files)} accept="image/*" multiple>
                {(props) => (
                  <RichTextEditor.Control {...props} aria-label="이미지 올리기" title="이미지 올리기">
                    <IconPhoto size={16} stroke={1.5} />
                  </RichTextEditor.Control>
                )}
              </FileButton>
            )}
            <RichTextEditor.Control
              aria-label="카드 넣기"
              title="카드 넣기 ([[ 카드 이름)"
              onClick={() => editor.chain().focus().insertContent(MENTION_TRIGGER).run()}
            >
              <IconCards size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
      {images.uploading > 0 && (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" aria-hidden />
          <Text size="sm">이미지를 올리는 중입니다… ({images.uploading}장 남음)</Text>
        </Group>
      )}
      {images.error && (
        <Text size="sm" c="red" role="alert">
          {images.error}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {popup && createPortal(<MentionSuggestionList popup={popup} store={popupStore} />, popup.element)}
    </Stack>
  );
}
