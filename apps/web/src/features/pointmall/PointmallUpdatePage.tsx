import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Product } from '@carddogam/contract/calls/pointmall';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { ForbiddenScreen } from '../../components/admin/ForbiddenScreen';
import { errorMessage } from '../../lib/error-message';
import { showSuccess } from '../../lib/toast';
import { productQuery } from './api/pointmall-queries';
import { useSaveProduct } from './api/product-mutations';
import { MallFrame } from './components/MallFrame';
import { ProductForm } from './components/ProductForm';
import { idFrom } from './lib/product-id';

/** /pointmall/update?id=: 관리자, or the writer holding permission_pointmall, edits a product. */
export default function PointmallUpdatePage() {
  const [params] = useSearchParams();
  const id = idFrom(params);
  return <RequireLogin>{() => <ProductEditor id={id} />}</RequireLogin>;
}

function ProductEditor({ id }: { id: number | null }) {
  const query = useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
  const frame = (body: React.ReactNode) => <MallFrame title="상품 수정">{body}</MallFrame>;
  if (id === null) return frame(<Alert color="red">{POINTMALL_MSG.notFound}</Alert>);
  if (query.isPending) return frame(<Skeleton h={360} />);
  if (query.isError) return frame(<Alert color="red">{query.error.message}</Alert>);
  if (!query.data.can_edit) return <ForbiddenScreen message={POINTMALL_MSG.editForbidden} />;
  return frame(<EditForm product={query.data} />);
}

function EditForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const save = useSaveProduct();
  return (
    <ProductForm
      product={product}
      pending={save.isPending}
      error={save.error ? errorMessage(save.error) : null}
      onSubmit={(fields) =>
        save.mutate(
          { ...fields, id: product.id },
          {
            onSuccess: () => {
              showSuccess(POINTMALL_MSG.saved);
              void navigate(`/pointmall/read?id=${product.id}`);
            },
          },
        )
      }
    />
  );
}
