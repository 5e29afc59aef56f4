// The site-running back office's layout (decision 037): /admin/dashboard, main, banner, trade, manager.
export { SiteAdminLayout, type SiteAdminGroup } from './components/SiteAdminLayout';
