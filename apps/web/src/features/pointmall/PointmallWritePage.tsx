import { useNavigate } from 'react-router';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { canWriteProducts } from '@carddogam/contract/pointmall/roles';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { ForbiddenScreen } from '../../components/admin/ForbiddenScreen';
import { errorMessage } from '../../lib/error-message';
import { showSuccess } from '../../lib/toast';
import { useSaveProduct } from './api/product-mutations';
import { MallFrame } from './components/MallFrame';
import { ProductForm } from './components/ProductForm';

/** /pointmall/write: 관리자 and members holding permission_pointmall add a product. */
export default function PointmallWritePage() {
  return (
    <RequireLogin>
      {(user) =>
        canWriteProducts(user) ? <NewProduct /> : <ForbiddenScreen message={POINTMALL_MSG.writeForbidden} />
      }
    </RequireLogin>
  );
}

function NewProduct() {
  const navigate = useNavigate();
  const save = useSaveProduct();
  return (
    <MallFrame title="상품 등록">
      <ProductForm
        product={null}
        pending={save.isPending}
        error={save.error ? errorMessage(save.error) : null}
        onSubmit={(fields) =>
          save.mutate(fields, {
            onSuccess: ({ id }) => {
              showSuccess(POINTMALL_MSG.saved);
              void navigate(`/pointmall/read?id=${id}`);
            },
          })
        }
      />
    </MallFrame>
  );
}
