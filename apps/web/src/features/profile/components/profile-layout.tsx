import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ProfileNav } from './profile-nav';

type Props = {
  firstName: string;
  /** The breadcrumb after 'Homepage': the profile's section, then the page, the last one without a link. */
  crumbs: { label: string; to?: string }[];
  onLogout: () => void;
  children: ReactNode;
};

/** The frame of the profile pages: breadcrumb, greeting, the sections' menu, and the page. */
export function ProfileLayout({ firstName, crumbs, onLogout, children }: Props) {
  const { t } = useTranslation();
  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <Breadcrumbs aria-label={t('profile.breadcrumbLabel')} sx={{ mb: 1.5, fontSize: 14 }}>
        <TextLink to={paths.home.to()} sx={{ color: 'text.secondary' }}>
          {t('profile.breadcrumbHome')}
        </TextLink>
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <TextLink key={crumb.label} to={crumb.to} sx={{ color: 'text.secondary' }}>
              {crumb.label}
            </TextLink>
          ) : (
            <Typography key={crumb.label} aria-current="page" sx={{ fontSize: 14, color: 'text.primary', fontWeight: 600 }}>
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      <Typography sx={{ color: 'text.secondary', mb: 2, fontSize: 16 }}>{t('profile.greeting', { firstName })}</Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 0, md: 1.5 },
            border: { xs: 0, md: 1 },
            borderColor: { md: 'divider' },
            bgcolor: { xs: 'transparent', md: 'background.paper' },
            minWidth: 0,
          }}
        >
          <ProfileNav onLogout={onLogout} />
        </Paper>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </PageContainer>
  );
}
