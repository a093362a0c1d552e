/**
 * The app's one icon set: Lucide (lucide-react, ISC), re-exported under names that say what each icon means
 * here, so every app shows the same glyph for the same thing. Each icon is its own module: an app's bundle
 * holds only the ones it imports. Lucide marks an icon aria-hidden unless it is given an accessible name;
 * the button around it carries the name (aria-label).
 * Why Lucide: consistent 24 px outline icons that suit the warm, hand-drawn illustrations; tree-shakable
 * ES modules with React 19 support; a few hundred bytes per icon.
 */
export {
  House as HomeIcon,
  Scissors as PatternsIcon,
  Spool as FabricsIcon,
  CircleUserRound as ProfileIcon,
  ArrowLeft as BackIcon,
  Check as ConfirmIcon,
  X as CloseIcon,
  ChevronLeft as PreviousIcon,
  ChevronRight as NextIcon,
  Plus as ZoomInIcon,
  Minus as ZoomOutIcon,
  Maximize2 as ZoomResetIcon,
  Undo2 as UndoIcon,
  Redo2 as RedoIcon,
  Camera as CameraIcon,
  Trash2 as DeleteIcon,
  Pencil as EditIcon,
  Share2 as ShareIcon,
  ImageOff as ImageMissingIcon,
  ArrowUp as ToTopIcon,
  Search as SearchIcon,
  ShoppingBag as ShopIcon,
  ExternalLink as ExternalIcon,
  Download as DownloadIcon,
  Upload as UploadIcon,
  CloudOff as OfflineIcon,
  RefreshCw as RetryIcon,
  RefreshCw as SyncIcon,
  Eye as ShowPasswordIcon,
  EyeOff as HidePasswordIcon,
  Info as InfoIcon,
  TriangleAlert as WarningIcon,
  LogOut as LogOutIcon,
  Copy as CopyIcon,
  BookOpen as EbookIcon,
  Heart as FavouriteIcon,
} from 'lucide-react';
export type { LucideIcon as Icon, LucideProps as IconProps } from 'lucide-react';
