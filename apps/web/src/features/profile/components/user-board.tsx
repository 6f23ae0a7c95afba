import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatLoyaltyCardNumber, isMasterAccount, type User } from '@spesa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

type Tile = { key: string; to: string; icon: ReactNode };

/** The board's tiles: every section of the profile, with what is found there. */
const tiles: readonly Tile[] = [
  { key: 'profile', to: paths.profileUpdate.to(), icon: <PersonOutline /> },
  { key: 'orders', to: paths.profileOrders.to(), icon: <ReceiptLongOutlined /> },
  { key: 'lists', to: paths.profileLists.to(), icon: <FormatListBulleted /> },
  { key: 'favourites', to: paths.profileFavourites.to(), icon: <FavoriteBorder /> },
  { key: 'addresses', to: paths.profileAddresses.to(), icon: <HomeOutlined /> },
];

/**
 * The user board (/profile/dashboard, first file, section 2): who is logged in (the account's holder
 * or a secondary account, the loyalty card) and a tile for each profile section.
 */
export function UserBoard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Paper variant="outlined" component="section" aria-labelledby="user-board-account" sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Typography id="user-board-account" component="h2" sx={{ fontWeight: 700, fontSize: 20 }}>
            {user.firstName} {user.lastName}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t(
              isMasterAccount(user.userType.userTypeId) ? 'profile.board.masterAccount' : 'profile.board.secondaryAccount',
            )}
          />
        </Box>
        <Typography sx={{ color: 'text.secondary' }}>{user.email}</Typography>
        <Typography sx={{ mt: 1 }}>
          {user.fidelityCard
            ? t('profile.board.card', { number: formatLoyaltyCardNumber(user.fidelityCard) })
            : t('profile.board.noCard')}
        </Typography>
      </Paper>
      <Box
        component="ul"
        aria-label={t('profile.board.sections')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Paper
              variant="outlined"
              component={RouterLink}
              to={tile.to}
              sx={{
                display: 'flex',
                gap: 1.5,
                p: 2,
                height: '100%',
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
              }}
            >
              <Box sx={{ color: 'primary.main', pt: 0.25 }}>{tile.icon}</Box>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
                  {t(`profile.nav.${tile.key}`)}
                </Typography>
                <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t(`profile.board.about.${tile.key}`)}</Typography>
              </Box>
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}
