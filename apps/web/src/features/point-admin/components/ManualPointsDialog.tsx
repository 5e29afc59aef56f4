import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { MANUAL_POINT_MAX } from '@carddogam/contract/calls/points';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useManualPoints } from '../api/point-admin-mutations';

type Direction = '지급' | '차감';

/** A 관리자 grants or deducts points by hand; the reason is required and becomes the ledger row's title. */
export function ManualPointsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [userId, setUserId] = useState('');
  const [direction, setDirection] = useState<Direction>('지급');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const manual = useManualPoints();

  const close = () => {
    manual.reset();
    onClose();
  };
  const submit = () => {
    const points = Number(amount) || 0;
    manual.mutate(
      { user_id: userId.trim(), amount: direction === '지급' ? points : -points, reason },
      {
        onSuccess: (answer) => {
          showSuccess(`${answer.message} (보유 ${answer.point.toLocaleString('ko-KR')}P)`);
          setUserId('');
          setAmount('');
          setReason('');
          close();
        },
      },
    );
  };

  return (
    <AppDialog opened={opened} onClose={close} title="포인트 지급/차감">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label="회원 아이디"
          value={userId}
          onChange={(e) => setUserId(e.currentTarget.value)}
          maxLength={64}
          required
        />
        <SegmentedControl
          aria-label="지급 또는 차감"
          data={['지급', '차감']}
          value={direction}
          onChange={(value) => setDirection(value as Direction)}
        />
        <NumberInput
          label="포인트"
          value={amount}
          onChange={setAmount}
          min={1}
          max={MANUAL_POINT_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          suffix="P"
          required
        />
        <Textarea
          label="사유"
          description="회원의 포인트 내역에 표시됩니다."
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={200}
          autosize
          minRows={2}
          required
        />
        {manual.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(manual.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            취소
          </Button>
          <Button type="submit" color={direction === '차감' ? 'red' : undefined} loading={manual.isPending}>
            {direction === '지급' ? '지급하기' : '차감하기'}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
