import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Popover, Text, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import { IconLink } from '@tabler/icons-react';
import { LINK_REFUSED, normaliseLink } from './link-address';

/**
 * The toolbar's link button. Mantine's own link editor saves on every Enter, also the Enter that ends a
 * Hangul syllable; this one waits for the composition to end, and refuses addresses the server would drop.
 */
export function LinkControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const active = useEditorState({
    editor: editor ?? null,
    selector: ({ editor: current }) => Boolean(current && !current.isDestroyed && current.isActive('link')),
  });

  const open = () => {
    setUrl((editor?.getAttributes('link').href as string | undefined) ?? '');
    setError(null);
    setOpened(true);
  };

  const save = () => {
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url.trim()) {
      chain.unsetLink().run();
      setOpened(false);
      return;
    }
    const href = normaliseLink(url);
    if (!href) {
      setError(LINK_REFUSED);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setOpened(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    save();
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus shadow="md" withinPortal position="bottom">
      <Popover.Target>
        <RichTextEditor.Control aria-label="링크" title="링크" onClick={open} active={active ?? false}>
          <IconLink size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="링크 주소"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            error={error}
            w={240}
          />
          <Button variant="default" onClick={save}>
            적용
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          주소를 지우고 적용하면 링크가 해제됩니다.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
