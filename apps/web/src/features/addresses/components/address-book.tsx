import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Address, errorTexts, formatAddressLine } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useAddressList, useDeleteAddress, useUpdateAddress } from '../api/addresses';

/** My addresses: the shopper's home addresses with the default star, add, edit and delete. */
export function AddressBook() {
  const { t } = useTranslation();
  const list = useAddressList();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const makeDefault = (address: Address) => {
    setFailure(null);
    update.mutate(
      {
        addressId: address.addressId,
        addressName: address.addressName,
        doorbellName: address.doorbellName,
        referencePhoneNumber: address.referencePhoneNumber,
        province: address.province,
        address1: address.address1,
        addressNumber: address.addressNumber,
        postalcode: address.postalcode,
        city: address.city,
        floor: address.floor,
        addressNote: address.addressNote,
        elevator: address.elevator,
        latitude: address.latitude,
        longitude: address.longitude,
        defaultAddress: true,
      },
      { onError: (error) => setFailure(error.message) },
    );
  };

  const confirmDelete = () => {
    const address = toDelete;
    setToDelete(null);
    if (!address) return;
    setFailure(null);
    remove.mutate(address.addressId, {
      onSuccess: () => void showToast(t('addresses.deleted'), { variant: 'success' }),
      // Any delete failure says the spec's address-delete text (first file, section 8), whatever the server's.
      onError: () => setFailure(errorTexts.addressDelete),
    });
  };

  return (
    <Box>
      <Button component={RouterLink} to={paths.profileAddress.to('new')} variant="contained" startIcon={<Add />} sx={{ mb: 2 }}>
        {t('addresses.add')}
      </Button>
      {failure && (
        <ResponseMessage kind="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </ResponseMessage>
      )}
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : list.isError ? (
        <ResponseMessage kind="error">{list.error.message}</ResponseMessage>
      ) : list.data.length === 0 ? (
        <Typography>{t('addresses.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.map((address) => (
            <Paper
              component="li"
              variant="outlined"
              key={address.addressId}
              sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Tooltip title={address.defaultAddress ? t('addresses.default') : t('addresses.makeDefault')}>
                <span>
                  <IconButton
                    aria-label={address.defaultAddress ? t('addresses.default') : t('addresses.makeDefault')}
                    aria-pressed={address.defaultAddress}
                    disabled={address.defaultAddress || update.isPending}
                    onClick={() => makeDefault(address)}
                    sx={{ color: 'warning.main', '&.Mui-disabled': { color: 'warning.main' } }}
                  >
                    {address.defaultAddress ? <Star /> : <StarBorder />}
                  </IconButton>
                </span>
              </Tooltip>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{address.addressName}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatAddressLine(address)}
                </Typography>
              </Box>
              <IconButton
                component={RouterLink}
                to={paths.profileAddress.to(address.addressId)}
                aria-label={`${t('addresses.edit')} ${address.addressName}`}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={`${t('addresses.delete')} ${address.addressName}`}
                onClick={() => setToDelete(address)}
                disabled={remove.isPending}
              >
                <DeleteOutline />
              </IconButton>
            </Paper>
          ))}
        </Box>
      )}
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)} aria-labelledby="address-delete-text">
        <DialogContent>
          <Typography id="address-delete-text">{t('addresses.deleteConfirm')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>{t('addresses.no')}</Button>
          <Button variant="contained" onClick={confirmDelete}>
            {t('addresses.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
