import { Admin, CustomRoutes, Layout, Menu, Resource, useTranslate, type LayoutProps } from 'react-admin';
import { Route } from 'react-router-dom';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { consoleAuthProvider, consoleDataProvider } from './consoleProviders';
import { consoleI18nProvider } from './consoleI18n';
import { ConsoleLogin } from './ConsoleLogin';
import { SetupPage } from './SetupPage';
import { UploadPage } from './UploadPage';
import {
  AuditList, AuditShow, ClubCreate, ClubEdit, ClubList, ImportList, InvitationList, MailList, MailShow, PeopleList, PersonShow,
} from './resources';
import { BackupList } from './BackupList';
import { CONSOLE_PATH, CONSOLE_UPLOAD_PATH } from '../paths';

const ConsoleMenu = () => (
  <Menu>
    <Menu.ResourceItems />
    <Menu.Item to={CONSOLE_UPLOAD_PATH} primaryText="console.menu.upload" leftIcon={<UploadFileIcon />} />
  </Menu>
);

/** The app bar's title, in the chosen language (Admin's title is not translated). */
const ConsoleTitle = () => <>{useTranslate()('console.title')}</>;

const ConsoleLayout = (props: LayoutProps) => <Layout {...props} menu={ConsoleMenu} />;

/**
 * The operators' console (issue 24) under /admin: a react-admin app of its own on ra-data-simple-rest
 * (/admin/rest), with the operator's sign-in (password and TOTP), separate from the managers' app and
 * loaded only here (App.tsx loads this script for /admin paths alone).
 */
export const ConsoleApp = () => (
  <Admin
    basename={CONSOLE_PATH}
    title={<ConsoleTitle />}
    dataProvider={consoleDataProvider}
    authProvider={consoleAuthProvider}
    i18nProvider={consoleI18nProvider}
    loginPage={ConsoleLogin}
    layout={ConsoleLayout}
    requireAuth
    disableTelemetry
  >
    <Resource name="people" list={PeopleList} show={PersonShow} recordRepresentation="email" />
    <Resource name="invitations" list={InvitationList} />
    <Resource name="clubs" list={ClubList} edit={ClubEdit} create={ClubCreate} recordRepresentation="name" />
    <Resource name="mail" list={MailList} show={MailShow} />
    <Resource name="imports" list={ImportList} />
    <Resource name="audit" list={AuditList} show={AuditShow} />
    <Resource name="backups" list={BackupList} />
    <CustomRoutes>
      <Route path="/upload" element={<UploadPage />} />
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route path="/setup" element={<SetupPage />} />
    </CustomRoutes>
  </Admin>
);
