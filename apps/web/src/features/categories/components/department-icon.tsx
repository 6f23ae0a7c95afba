import AcUnit from '@mui/icons-material/AcUnit';
import BakeryDining from '@mui/icons-material/BakeryDining';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Coffee from '@mui/icons-material/Coffee';
import Egg from '@mui/icons-material/Egg';
import Grass from '@mui/icons-material/Grass';
import KebabDining from '@mui/icons-material/KebabDining';
import Kitchen from '@mui/icons-material/Kitchen';
import LocalDrink from '@mui/icons-material/LocalDrink';
import LocalGroceryStore from '@mui/icons-material/LocalGroceryStore';
import LunchDining from '@mui/icons-material/LunchDining';
import Pets from '@mui/icons-material/Pets';
import RamenDining from '@mui/icons-material/RamenDining';
import SetMeal from '@mui/icons-material/SetMeal';
import Spa from '@mui/icons-material/Spa';
import Box from '@mui/material/Box';
import type { Category } from '@spesa/domain';

// The category's ICON is a Material icon name; these are the ones the departments use.
const icons = {
  nutrition: Grass,
  kebab_dining: KebabDining,
  set_meal: SetMeal,
  egg: Egg,
  lunch_dining: LunchDining,
  bakery_dining: BakeryDining,
  ramen_dining: RamenDining,
  kitchen: Kitchen,
  coffee: Coffee,
  ac_unit: AcUnit,
  local_drink: LocalDrink,
  cleaning_services: CleaningServices,
  spa: Spa,
  pets: Pets,
} as const;

/** The department's icon in a round tinted badge (a shopping cart when the name is not known). */
export function DepartmentIcon({ category, size = 36 }: { category: Category; size?: number }) {
  const name = category.metaData?.category_info?.ICON ?? '';
  const Icon = icons[name as keyof typeof icons] ?? LocalGroceryStore;
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'inline-grid',
        placeItems: 'center',
        bgcolor: (theme) => `${theme.palette.primary.main}1a`,
        color: 'primary.dark',
      }}
    >
      <Icon sx={{ fontSize: size * 0.6 }} />
    </Box>
  );
}
