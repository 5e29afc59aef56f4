import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** '/card/list?text=…', or the plain card list when nothing was typed. */
export function cardSearchPath(text: string): string {
  const query = text.trim();
  return query ? `/card/list?${new URLSearchParams({ text: query }).toString()}` : '/card/list';
}

/** The home page's search box: typing a card name opens the card search with that text. */
export function CardSearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(cardSearchPath(text));
  };

  return (
    <form onSubmit={submit} role="search" aria-label="카드 검색">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder="카드 이름을 입력하세요 (예: 리자몽, Charizard, リザードン)"
          aria-label="카드 이름"
          leftSection={<IconSearch size={18} />}
          size="lg"
          style={{ flex: 1 }}
          maxLength={100}
        />
        <Button type="submit" size="lg">
          검색
        </Button>
      </Group>
    </form>
  );
}
