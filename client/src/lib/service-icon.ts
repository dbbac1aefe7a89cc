import {
  FilePen,
  FileText,
  Gavel,
  Heart,
  HeartCrack,
  Landmark,
  Languages,
  MessagesSquare,
  Scale,
  Stamp,
  type LucideIcon,
} from 'lucide-react';

/** The card icon is chosen by keywords in the service's Arabic name. */
const ICONS_BY_KEYWORD: [keywords: string[], icon: LucideIcon][] = [
  [['طلاق'], HeartCrack],
  [['زواج'], Heart],
  [['ترجمة'], Languages],
  [['سفارة', 'قنصل', 'جواز'], Landmark],
  [['وكالة', 'توثيق', 'تصديق'], Stamp],
  [['استشارة'], MessagesSquare],
  [['عقد', 'عقود'], FilePen],
  [['تمثيل', 'محكمة', 'قضية'], Gavel],
  [['قيد', 'شهادة', 'وثيقة', 'بيان'], FileText],
];

export function serviceIcon(name: string): LucideIcon {
  return ICONS_BY_KEYWORD.find(([keywords]) => keywords.some((keyword) => name.includes(keyword)))?.[1] ?? Scale;
}
