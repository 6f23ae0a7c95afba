export { visuallyHidden } from '../../../components/ui/visually-hidden';
