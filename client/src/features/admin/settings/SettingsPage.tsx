import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  chakra,
  Flex,
  Heading,
  NativeSelect,
  Separator,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { RefreshCw, Save, TriangleAlert } from 'lucide-react';
import { getFragmentData, graphql } from '../../../gql';
import type { AdminSettingsFragment } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/site-config';
import { EmptyState } from '../../../components/EmptyState';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { firstErrorPath, serverErrorPaths } from '../../../lib/forms';
import { FormField } from '../../../components/FormField';
import { UnsavedChangesDialog } from '../../../components/UnsavedChangesDialog';
import { useUnsavedChangesWarning } from '../../../lib/useUnsavedChangesWarning';
import {
  BACKUP_FREQUENCIES,
  settingsSchema,
  toSettingsForm,
  toSettingsInput,
  type SettingsForm,
  type SettingsTab,
} from './settings-form';
import { AdminSettingsFragmentDoc } from './hooks/settings-fragment';
import { useUpdateSettings } from './hooks/useUpdateSettings';
import { LanguagesFields } from './components/LanguagesFields';
import { SettingsTextField } from './components/SettingsTextField';
import { SwitchField } from './components/SwitchField';
import { RejectionReasonsEditor } from './components/RejectionReasonsEditor';
import { CalendarFields } from './components/CalendarFields';
import { ExchangeRatesSection } from './exchange-rates/ExchangeRatesSection';

export const AdminSettingsDocument = graphql(`
  query AdminSettings {
    settings {
      ...AdminSettings
    }
  }
`);

const TABS: SettingsTab[] = ['payment', 'notifications', 'languages', 'security', 'backup', 'documents', 'calendar'];

/**
 * The back office's system settings in tabs, saved at once and in effect at once. The backup tab also holds
 * `backups`, the backups feature's list and actions, which the shell hands in (app/SettingsScreen.tsx).
 */
export default function SettingsPage({ backups }: { backups: ReactNode }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'settings.title' }));
  const { data, loading, error, refetch } = useQuery(AdminSettingsDocument);
  const settings = data ? getFragmentData(AdminSettingsFragmentDoc, data.settings) : undefined;

  if (settings) return <SettingsEditor settings={settings} backups={backups} />;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="2xl">
        <FormattedMessage id="settings.title" />
      </Heading>
      {loading || !error ? (
        <Stack gap="4" role="status" aria-live="polite" aria-label={intl.formatMessage({ id: 'settings.loading' })}>
          <Skeleton h="10" />
          <Skeleton h="64" />
        </Stack>
      ) : (
        <EmptyState
          role="alert"
          icon={<TriangleAlert size={28} />}
          title={intl.formatMessage({ id: 'settings.loadFailed' })}
          description={errorMessage(error, intl.formatMessage({ id: 'settings.loadFailedText' }))}
          action={
            <Button onClick={() => void refetch()} colorPalette="brand">
              <RefreshCw aria-hidden />
              <FormattedMessage id="settings.retry" />
            </Button>
          }
        />
      )}
    </Stack>
  );
}

function SettingsEditor({ settings, backups }: { settings: AdminSettingsFragment; backups: ReactNode }) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const schema = useMemo(() => settingsSchema(intl), [intl]);
  const form = useForm<SettingsForm>({ resolver: zodResolver(schema), defaultValues: toSettingsForm(settings) });
  const [tab, setTab] = useState<SettingsTab>('payment');
  const [save, { loading }] = useUpdateSettings();
  const dirty = form.formState.isDirty;
  const blocker = useUnsavedChangesWarning(dirty);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save(toSettingsInput(values));
        if (saved) form.reset(toSettingsForm(saved));
        notify.success(m('settings.saved'));
      } catch (failure) {
        const fieldErrors = serverErrorPaths(failure);
        fieldErrors.forEach(({ path, message }) => form.setError(path as never, { type: 'server', message }));
        if (fieldErrors[0]) setTab(fieldErrors[0].path.split('.')[0] as SettingsTab);
        notify.error(errorMessage(failure, m('settings.saveFailed')));
      }
    },
    (errors) => {
      const path = firstErrorPath(errors);
      if (path) setTab(path.split('.')[0] as SettingsTab);
      notify.error(m('settings.invalid'));
    },
  );

  const saveButton = (
    <Button
      type="button"
      onClick={() => void onSubmit()}
      colorPalette="brand"
      loading={loading}
      loadingText={m('settings.saving')}
    >
      <Save aria-hidden />
      <FormattedMessage id="settings.save" />
    </Button>
  );

  // Not one <form>: the backup tab holds its own actions (create, restore), which must not submit the settings.
  return (
    <FormProvider {...form}>
      <chakra.div display="flex" flexDirection="column" minW="0">
        <Flex gap="3" align="center" justify="space-between" wrap="wrap" p={{ base: '4', md: '6' }} pb="0">
          <Stack gap="1" minW="0">
            <Heading as="h1" size="2xl" id="settings-title">
              <FormattedMessage id="settings.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="settings.subtitle" />
            </Text>
          </Stack>
          {saveButton}
        </Flex>

        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value as SettingsTab)}
          variant="line"
          px={{ base: '4', md: '6' }}
          pt="4"
          minW="0"
        >
          <chakra.div overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
            <Tabs.List minW="max-content">
              {TABS.map((value) => (
                <Tabs.Trigger key={value} value={value}>
                  <FormattedMessage id={`settings.tab.${value}`} />
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </chakra.div>

          <Tabs.Content value="payment">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SettingsTextField name="payment.bankName" label={m('settings.payment.bankName')} />
                <SettingsTextField name="payment.accountHolder" label={m('settings.payment.accountHolder')} />
                <SettingsTextField
                  name="payment.ibanTry"
                  label={m('settings.payment.ibanTry')}
                  ltr
                  hint={m('settings.payment.ibanHint')}
                />
                <SettingsTextField
                  name="payment.ibanUsd"
                  label={m('settings.payment.ibanUsd')}
                  ltr
                  hint={m('settings.payment.ibanHint')}
                />
                <SettingsTextField name="payment.swiftCode" label={m('settings.payment.swiftCode')} ltr />
                <SettingsTextField
                  name="payment.syriatelCashNumber"
                  label={m('settings.payment.syriatelCashNumber')}
                  type="tel"
                />
                <SettingsTextField
                  name="payment.mtnCashNumber"
                  label={m('settings.payment.mtnCashNumber')}
                  type="tel"
                />
              </SimpleGrid>
              <SwitchField
                name="payment.acceptCash"
                label={m('settings.payment.acceptCash')}
                hint={m('settings.payment.acceptCashHint')}
              />
              <Heading as="h3" size="sm">
                {m('settings.payment.reminders')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <SettingsTextField
                  name="payment.reminderAfterDays"
                  label={m('settings.payment.reminderAfterDays')}
                  type="number"
                  min={1}
                  max={365}
                  required
                  hint={m('settings.payment.reminderAfterDaysHint')}
                />
                <SettingsTextField
                  name="payment.maxReminders"
                  label={m('settings.payment.maxReminders')}
                  type="number"
                  min={0}
                  max={10}
                  required
                  hint={m('settings.payment.maxRemindersHint')}
                />
                <SettingsTextField
                  name="payment.autoCancelAfterDays"
                  label={m('settings.payment.autoCancelAfterDays')}
                  type="number"
                  min={0}
                  max={365}
                  required
                  hint={m('settings.payment.autoCancelAfterDaysHint')}
                />
              </SimpleGrid>
              <Separator />
              <ExchangeRatesSection />
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="notifications">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SwitchField
                  name="notifications.emailEnabled"
                  label={m('settings.notifications.emailEnabled')}
                  hint={m('settings.notifications.emailEnabledHint')}
                />
                <SwitchField name="notifications.notifyNewOrder" label={m('settings.notifications.notifyNewOrder')} />
                <SwitchField name="notifications.notifyPayment" label={m('settings.notifications.notifyPayment')} />
                <SwitchField
                  name="notifications.notifyStatusChange"
                  label={m('settings.notifications.notifyStatusChange')}
                />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SettingsTextField
                  name="notifications.adminEmail"
                  label={m('settings.notifications.adminEmail')}
                  type="email"
                />
              </SimpleGrid>
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="languages">
            <LanguagesFields />
          </Tabs.Content>

          <Tabs.Content value="security">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <SettingsTextField
                  name="security.sessionTimeout"
                  label={m('settings.security.sessionTimeout')}
                  type="number"
                  min={5}
                  max={43200}
                  required
                  hint={m('settings.security.sessionTimeoutHint')}
                />
                <SettingsTextField
                  name="security.maxLoginAttempts"
                  label={m('settings.security.maxLoginAttempts')}
                  type="number"
                  min={1}
                  max={100}
                  required
                  hint={m('settings.security.maxLoginAttemptsHint')}
                />
                <SettingsTextField
                  name="security.passwordMinLength"
                  label={m('settings.security.passwordMinLength')}
                  type="number"
                  min={6}
                  max={128}
                  required
                  hint={m('settings.security.passwordMinLengthHint')}
                />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SwitchField
                  name="security.twoFactorEnabled"
                  label={m('settings.security.twoFactorEnabled')}
                  hint={m('settings.security.twoFactorEnabledHint')}
                />
                <SwitchField
                  name="security.requireEmailVerification"
                  label={m('settings.security.requireEmailVerification')}
                  hint={m('settings.security.requireEmailVerificationHint')}
                />
              </SimpleGrid>
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="backup">
            <Stack gap="6">
              <Stack gap="4">
                <SwitchField
                  name="backup.autoBackup"
                  label={m('settings.backup.autoBackup')}
                  hint={m('settings.backup.autoBackupHint')}
                />
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <FormField
                    label={m('settings.backup.backupFrequency')}
                    error={form.formState.errors.backup?.backupFrequency?.message}
                  >
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('backup.backupFrequency')}>
                        {BACKUP_FREQUENCIES.map((frequency) => (
                          <option key={frequency} value={frequency}>
                            {m(`settings.backup.frequency.${frequency}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <SettingsTextField
                    name="backup.backupTime"
                    label={m('settings.backup.backupTime')}
                    type="time"
                    required
                  />
                  <SettingsTextField
                    name="backup.keepBackups"
                    label={m('settings.backup.keepBackups')}
                    type="number"
                    min={1}
                    max={365}
                    required
                  />
                </SimpleGrid>
              </Stack>
              <Separator />
              {backups}
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="documents">
            <RejectionReasonsEditor />
          </Tabs.Content>

          <Tabs.Content value="calendar">
            <CalendarFields />
          </Tabs.Content>
        </Tabs.Root>

        <Flex
          position="sticky"
          bottom="0"
          zIndex="docked"
          mt="6"
          gap="3"
          align="center"
          justify="space-between"
          wrap="wrap"
          px={{ base: '4', md: '6' }}
          py="3"
          bg="bg"
          borderTopWidth="1px"
        >
          <Text color={dirty ? 'orange.700' : 'fg.muted'} fontSize="sm" aria-live="polite">
            <FormattedMessage id={dirty ? 'settings.unsaved.badge' : 'settings.allSaved'} />
          </Text>
          {saveButton}
        </Flex>
      </chakra.div>
      <UnsavedChangesDialog blocker={blocker} namespace="settings" />
    </FormProvider>
  );
}
