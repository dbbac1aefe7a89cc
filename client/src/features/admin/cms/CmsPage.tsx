import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { ExternalLink, RefreshCw, Save, TriangleAlert } from 'lucide-react';
import { getFragmentData } from '../../../gql';
import type { AdminCmsContentFragment, Language } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/site-config';
import { EmptyState } from '../../../components/EmptyState';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { firstErrorPath, serverErrorPaths } from '../../../lib/forms';
import { cmsSchema, tabOfField, toCmsForm, toCmsInput, untranslatedPaths, type CmsForm, type CmsTab } from './cms-form';
import { AdminCmsDocument } from './hooks/cms-cache';
import { CmsLanguageProvider } from './content-language';
import { ContentLanguageSwitch } from './components/ContentLanguageSwitch';
import { AdminCmsContentFragmentDoc } from './hooks/cms-content';
import { useUpdateCms } from './hooks/useUpdateCms';
import { useUnsavedChangesWarning } from '../../../lib/useUnsavedChangesWarning';
import { BrandUpload } from './components/BrandUpload';
import { CardListEditor } from './components/CardListEditor';
import { PublishableRatings } from './components/PublishableRatings';
import { CmsTextField } from './components/CmsTextField';
import { ColorField } from './components/ColorField';
import { UnsavedChangesDialog } from '../../../components/UnsavedChangesDialog';

const TABS: CmsTab[] = ['home', 'cards', 'testimonials', 'about', 'contact', 'settings', 'pages'];

/** The public page that shows a tab's content, opened by "preview". */
const PREVIEW_PATH: Record<CmsTab, string> = {
  home: '/',
  cards: '/',
  testimonials: '/',
  about: '/',
  contact: '/contact',
  settings: '/',
  pages: '/terms',
};

type Contents = Record<Language, AdminCmsContentFragment>;

/** The content of one language as the editor reads it; while it is read again after a save, the last one. */
function useCmsIn(language: Language) {
  const { data, previousData, loading, error, refetch } = useQuery(AdminCmsDocument, { variables: { language } });
  const shown = data ?? previousData;
  return {
    content: shown ? getFragmentData(AdminCmsContentFragmentDoc, shown.cms) : undefined,
    loading,
    error,
    refetch,
  };
}

/**
 * The back office's content editor: every CMS section in tabs, saved at once, in Arabic (the content itself)
 * or in Turkish or English (its texts, each falling back to the Arabic until translated).
 */
export default function CmsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'cms.title' }));
  const [language, setLanguage] = useState<Language>('ar');
  const [tab, setTab] = useState<CmsTab>('home');
  const ar = useCmsIn('ar');
  const tr = useCmsIn('tr');
  const en = useCmsIn('en');
  const loading = ar.loading || tr.loading || en.loading;
  const error = ar.error ?? tr.error ?? en.error;

  if (ar.content && tr.content && en.content) {
    return (
      <CmsEditor
        key={language}
        language={language}
        onLanguageChange={setLanguage}
        tab={tab}
        onTabChange={setTab}
        contents={{ ar: ar.content, tr: tr.content, en: en.content }}
      />
    );
  }
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="2xl">
        <FormattedMessage id="cms.title" />
      </Heading>
      {loading || !error ? (
        <Stack gap="4" role="status" aria-live="polite" aria-label={intl.formatMessage({ id: 'cms.loading' })}>
          <Skeleton h="10" />
          <Skeleton h="64" />
          <Skeleton h="40" />
        </Stack>
      ) : (
        <EmptyState
          role="alert"
          icon={<TriangleAlert size={28} />}
          title={intl.formatMessage({ id: 'cms.loadFailed' })}
          description={errorMessage(error, intl.formatMessage({ id: 'cms.loadFailedText' }))}
          action={
            <Button onClick={() => void Promise.all([ar.refetch(), tr.refetch(), en.refetch()])} colorPalette="brand">
              <RefreshCw aria-hidden />
              <FormattedMessage id="cms.retry" />
            </Button>
          }
        />
      )}
    </Stack>
  );
}

function CmsEditor({
  language,
  onLanguageChange,
  tab,
  onTabChange: setTab,
  contents,
}: {
  language: Language;
  onLanguageChange: (language: Language) => void;
  tab: CmsTab;
  onTabChange: (tab: CmsTab) => void;
  contents: Contents;
}) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const content = contents[language];
  const schema = useMemo(() => cmsSchema(intl, language), [intl, language]);
  const form = useForm<CmsForm>({ resolver: zodResolver(schema), defaultValues: toCmsForm(content), mode: 'onSubmit' });
  const [save, { loading }] = useUpdateCms(language);
  // What each translation lacks, as saved: the badges of the language switch and the marks on the fields.
  const arabic = useMemo(() => toCmsForm(contents.ar), [contents.ar]);
  const untranslated = useMemo(
    () => ({
      tr: untranslatedPaths(arabic, toCmsForm(contents.tr)),
      en: untranslatedPaths(arabic, toCmsForm(contents.en)),
    }),
    [arabic, contents.tr, contents.en],
  );
  const languageContext = useMemo(
    () => ({ language, arabic, untranslated: new Set(language === 'ar' ? [] : untranslated[language]) }),
    [language, arabic, untranslated],
  );
  const missingInTab = (code: 'tr' | 'en') => untranslated[code].filter((path) => tabOfField(path) === tab).length;
  const dirty = form.formState.isDirty;
  // Content changed on the server (a rating added to the testimonials) shows in an editor without unsaved edits.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toCmsForm(content));
  }, [content, form]);
  const blocker = useUnsavedChangesWarning(dirty);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save(toCmsInput(values));
        if (saved) form.reset(toCmsForm(saved));
        notify.success(m('cms.saved'));
      } catch (failure) {
        const fieldErrors = serverErrorPaths(failure);
        fieldErrors.forEach(({ path, message }) => form.setError(path as never, { type: 'server', message }));
        if (fieldErrors[0]) setTab(tabOfField(fieldErrors[0].path));
        notify.error(errorMessage(failure, m('cms.saveFailed')));
      }
    },
    (errors) => {
      const path = firstErrorPath(errors);
      if (path) setTab(tabOfField(path));
      notify.error(m('cms.invalid'));
    },
  );

  const saveButton = (
    <Button type="submit" colorPalette="brand" loading={loading} loadingText={m('cms.saving')}>
      <Save aria-hidden />
      <FormattedMessage id="cms.save" />
    </Button>
  );

  return (
    <CmsLanguageProvider value={languageContext}>
      <FormProvider {...form}>
        <chakra.form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-labelledby="cms-title"
          display="flex"
          flexDirection="column"
          minW="0"
        >
          <Flex gap="3" align="center" justify="space-between" wrap="wrap" p={{ base: '4', md: '6' }} pb="0">
            <Stack gap="1" minW="0">
              <Heading as="h1" size="2xl" id="cms-title">
                <FormattedMessage id="cms.title" />
              </Heading>
              <Text color="fg.muted">
                <FormattedMessage id="cms.subtitle" />
              </Text>
            </Stack>
            <Flex gap="2" wrap="wrap">
              <Button asChild variant="outline">
                <a href={PREVIEW_PATH[tab]} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden />
                  <FormattedMessage id="cms.preview" />
                  <Box as="span" srOnly>
                    <FormattedMessage id="cms.newTab" />
                  </Box>
                </a>
              </Button>
              {saveButton}
            </Flex>
          </Flex>

          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value as CmsTab)}
            variant="line"
            px={{ base: '4', md: '6' }}
            pt="4"
            minW="0"
          >
            <Box overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
              <Tabs.List minW="max-content">
                {TABS.map((value) => (
                  <Tabs.Trigger key={value} value={value}>
                    <FormattedMessage id={`cms.tab.${value}`} />
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>

            <Box pt="4">
              <ContentLanguageSwitch
                language={language}
                onChange={onLanguageChange}
                missing={{ tr: missingInTab('tr'), en: missingInTab('en') }}
                locked={dirty}
              />
            </Box>

            <Tabs.Content value="home">
              <Stack gap="4">
                <CmsTextField name="home.heroTitle" label={m('cms.home.heroTitle')} required />
                <CmsTextField name="home.heroSubtitle" label={m('cms.home.heroSubtitle')} />
                <CmsTextField name="home.heroDescription" label={m('cms.home.heroDescription')} multiline />
                <CmsTextField name="home.aboutTitle" label={m('cms.home.aboutTitle')} />
                <CmsTextField name="home.aboutDescription" label={m('cms.home.aboutDescription')} multiline rows={4} />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <CmsTextField name="home.servicesTitle" label={m('cms.home.servicesTitle')} />
                  <CmsTextField name="home.servicesSubtitle" label={m('cms.home.servicesSubtitle')} />
                </SimpleGrid>
                <CmsTextField name="home.ctaTitle" label={m('cms.home.ctaTitle')} />
                <CmsTextField name="home.ctaText" label={m('cms.home.ctaText')} multiline />
              </Stack>
            </Tabs.Content>

            <Tabs.Content value="cards">
              <Stack gap="8">
                <CardListEditor
                  name="home.stats"
                  fixed
                  legend={m('cms.stats.legend')}
                  itemLabel={m('cms.stats.item')}
                  fields={[
                    { key: 'value', label: m('cms.stats.value'), required: true, shared: true },
                    { key: 'label', label: m('cms.stats.label'), required: true },
                  ]}
                />
                <Stack gap="3">
                  <CmsTextField name="home.whyUsTitle" label={m('cms.whyUs.title')} />
                  <CardListEditor
                    name="home.whyUs"
                    legend={m('cms.whyUs.legend')}
                    itemLabel={m('cms.whyUs.item')}
                    fields={[
                      { key: 'title', label: m('cms.card.title'), required: true },
                      { key: 'text', label: m('cms.card.text'), required: true, multiline: true },
                    ]}
                  />
                </Stack>
                <Stack gap="3">
                  <CmsTextField name="home.stepsTitle" label={m('cms.steps.title')} />
                  <CardListEditor
                    name="home.steps"
                    legend={m('cms.steps.legend')}
                    itemLabel={m('cms.steps.item')}
                    fields={[
                      { key: 'title', label: m('cms.card.title'), required: true },
                      { key: 'text', label: m('cms.card.text'), required: true, multiline: true },
                    ]}
                  />
                </Stack>
              </Stack>
            </Tabs.Content>

            <Tabs.Content value="testimonials">
              <Stack gap="3">
                <CmsTextField name="home.testimonialsTitle" label={m('cms.testimonials.title')} />
                <CardListEditor
                  name="home.testimonials"
                  legend={m('cms.testimonials.legend')}
                  itemLabel={m('cms.testimonials.item')}
                  fields={[
                    { key: 'name', label: m('cms.testimonials.name'), required: true },
                    { key: 'place', label: m('cms.testimonials.place') },
                    { key: 'rating', label: m('cms.testimonials.rating'), rating: true, shared: true },
                    { key: 'text', label: m('cms.testimonials.text'), required: true, multiline: true },
                  ]}
                />
                {language === 'ar' && <PublishableRatings blocked={dirty} />}
              </Stack>
            </Tabs.Content>

            <Tabs.Content value="about">
              <Stack gap="4">
                <CmsTextField name="about.title" label={m('cms.about.title')} required />
                <CmsTextField name="about.description" label={m('cms.about.description')} multiline rows={5} />
                <CmsTextField name="about.mission" label={m('cms.about.mission')} multiline />
                <CmsTextField name="about.vision" label={m('cms.about.vision')} multiline />
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <CmsTextField
                    name="about.yearsExperience"
                    label={m('cms.about.yearsExperience')}
                    type="number"
                    required
                    shared
                  />
                  <CmsTextField name="about.teamSize" label={m('cms.about.teamSize')} type="number" required shared />
                </SimpleGrid>
              </Stack>
            </Tabs.Content>

            <Tabs.Content value="contact">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <CmsTextField name="contact.phone" label={m('cms.contact.phone')} type="tel" required shared />
                <CmsTextField name="contact.whatsapp" label={m('cms.contact.whatsapp')} type="tel" required shared />
                <CmsTextField name="contact.email" label={m('cms.contact.email')} type="email" required shared />
                <CmsTextField name="contact.workingHours" label={m('cms.contact.workingHours')} />
                <Box gridColumn={{ md: 'span 2' }}>
                  <CmsTextField name="contact.address" label={m('cms.contact.address')} multiline rows={2} />
                </Box>
              </SimpleGrid>
            </Tabs.Content>

            <Tabs.Content value="settings">
              <Stack gap="4">
                <CmsTextField name="settings.siteName" label={m('cms.site.name')} required />
                <CmsTextField name="settings.siteDescription" label={m('cms.site.description')} multiline rows={2} />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" hidden={language !== 'ar'}>
                  <BrandUpload kind="logo" url={content.settings.logoUrl} />
                  <BrandUpload kind="favicon" url={content.settings.faviconUrl} />
                  <ColorField name="settings.primaryColor" label={m('cms.site.primaryColor')} />
                  <ColorField name="settings.secondaryColor" label={m('cms.site.secondaryColor')} />
                </SimpleGrid>
              </Stack>
            </Tabs.Content>

            <Tabs.Content value="pages">
              <Stack gap="4">
                <CmsTextField
                  name="pages.terms"
                  label={m('cms.pages.terms')}
                  multiline
                  rows={12}
                  hint={m('cms.pages.hint')}
                />
                <CmsTextField
                  name="pages.privacy"
                  label={m('cms.pages.privacy')}
                  multiline
                  rows={12}
                  hint={m('cms.pages.hint')}
                />
              </Stack>
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
              <FormattedMessage id={dirty ? 'cms.unsaved.badge' : 'cms.allSaved'} />
            </Text>
            {saveButton}
          </Flex>
        </chakra.form>
        <UnsavedChangesDialog blocker={blocker} namespace="cms" />
      </FormProvider>
    </CmsLanguageProvider>
  );
}
