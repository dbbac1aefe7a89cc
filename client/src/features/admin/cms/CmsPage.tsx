import { PlannedPage } from '../../placeholder/PlannedPage';

export default function CmsPage() {
  return <PlannedPage title="common.planned.admin.cms.title" description="common.planned.admin.cms.text" />;
}
