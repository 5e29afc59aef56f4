import { useState } from 'react';
import { Badge, Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { IMAGE_MATCH_LIMITS, type ImageMatchRow } from '@carddogam/contract/calls/image-match';
import type { Nation } from '@carddogam/contract/constants';
import { AdminTable } from '../../components/admin/AdminTable';
import { cardImageSrc } from '../../components/card/card-image';
import type { SessionUser } from '../../lib/session';
import { CardAdminLayout } from '../card-edit';
import { imageBatchQuery } from './api/card-link-queries';
import { useApplyImages, useDropImage, useUploadImageBatch } from './api/card-link-mutations';
import { ImageCardInput } from './components/ImageCardInput';

const NATIONS: Array<{ value: Nation; label: string }> = [
  { value: 'kr', label: '한글 카드' },
  { value: 'jp', label: '일본 카드' },
  { value: 'en', label: '영어 카드' },
];

/** /admin/card/image_match: a batch of card pictures matched to cards by file name, then applied. */
export default function ImageMatchPage() {
  return <CardAdminLayout title="이미지 매칭">{(user) => <ImageMatchScreen user={user} />}</CardAdminLayout>;
}

function ImageMatchScreen({ user }: { user: SessionUser }) {
  const jpOnly = user.type === '일어알바';
  const [nation, setNation] = useState<Nation>(jpOnly ? 'jp' : 'kr');
  const [files, setFiles] = useState<File[]>([]);
  const [batchId, setBatchId] = useState<string | null>(null);
  const upload = useUploadImageBatch((batch) => {
    setBatchId(batch.batch_id);
    setFiles([]);
  });
  const batch = useQuery({ ...imageBatchQuery(batchId ?? ''), enabled: batchId !== null });
  const apply = useApplyImages();
  const drop = useDropImage();
  const rows = batch.data?.rows;
  const batchNation = batch.data?.nation ?? nation;
  const ready = rows?.filter((r) => r.status === '대기' && r.card_id && !r.error).length ?? 0;

  const columns: ColumnDef<ImageMatchRow>[] = [
    {
      id: 'upload',
      header: '올린 이미지',
      cell: ({ row }) =>
        row.original.upload_url ? (
          <img src={row.original.upload_url} alt={`${row.original.file_name} 올린 이미지`} width={64} />
        ) : null,
    },
    {
      id: 'current',
      header: '현재 이미지',
      cell: ({ row }) => {
        const src = cardImageSrc(batchNation, row.original.current_image) ?? row.original.current_image_url;
        return src ? <img src={src} alt={`${row.original.file_name} 현재 이미지`} width={64} /> : null;
      },
    },
    { id: 'file_name', header: '파일 이름', accessorFn: (r) => r.file_name },
    {
      id: 'card',
      header: '카드 ID',
      cell: ({ row }) => <ImageCardInput key={row.original.card_id ?? ''} row={row.original} />,
    },
    { id: 'card_name', header: '카드 이름', accessorFn: (r) => r.card_name ?? '' },
    {
      id: 'status',
      header: '상태',
      cell: ({ row }) => (
        <Stack gap={2}>
          <Badge color={row.original.error ? 'red' : row.original.status === '적용' ? 'green' : 'gray'}>
            {row.original.status}
          </Badge>
          {row.original.error ? (
            <Text size="xs" c="red">
              {row.original.error}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: '제외',
      enableHiding: false,
      cell: ({ row }) =>
        row.original.status === '대기' || row.original.status === '오류' ? (
          <Button size="xs" variant="default" onClick={() => drop.mutate(row.original.id)}>
            제외
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <Select
          label="카드 종류"
          data={jpOnly ? NATIONS.filter((n) => n.value === 'jp') : NATIONS}
          value={nation}
          onChange={(v) => setNation((v ?? 'kr') as Nation)}
          allowDeselect={false}
          w={140}
        />
        <FileInput
          label={`이미지 파일 (최대 ${IMAGE_MATCH_LIMITS.files}개) 또는 zip 파일 하나`}
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,.zip,application/zip"
          value={files}
          onChange={setFiles}
          placeholder="파일 선택"
          w={320}
        />
        <Button
          disabled={files.length === 0}
          loading={upload.isPending}
          onClick={() => upload.mutate({ nation, files })}
        >
          올리기
        </Button>
        {batchId ? (
          <Button
            color="green"
            disabled={ready === 0}
            loading={apply.isPending}
            onClick={() => apply.mutate(batchId)}
          >
            적용 ({ready})
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        파일 이름으로 카드를 찾습니다: 카드 ID(SV2a-006.png, sv3pt5-6.jpg) 또는 세트 코드와 번호(SV2a_006).
      </Text>
      {batchId ? (
        <AdminTable
          label="이미지 매칭"
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.id)}
          loading={batch.isFetching}
          error={batch.error}
          onRetry={() => void batch.refetch()}
          minWidth={900}
        />
      ) : null}
    </Stack>
  );
}
