/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query HeaderUnreadMessages {\n    me {\n      id\n      unreadMessages\n    }\n  }\n": typeof types.HeaderUnreadMessagesDocument,
    "\n  fragment OrderAnswers on Order {\n    id\n    answers {\n      key\n      type\n      labelAr\n      labelTr\n      labelEn\n      value\n      valueLabelAr\n      valueLabelTr\n      valueLabelEn\n    }\n  }\n": typeof types.OrderAnswersFragmentDoc,
    "\n  fragment TrackingTimeline on TrackedOrder {\n    status\n    history {\n      status\n      at\n    }\n  }\n": typeof types.TrackingTimelineFragmentDoc,
    "\n  mutation ResendVerification {\n    resendVerificationEmail\n  }\n": typeof types.ResendVerificationDocument,
    "\n  fragment OrderMessageItem on OrderMessage {\n    id\n    orderId\n    authorName\n    fromOffice\n    mine\n    body\n    createdAt\n    readByOtherSide\n    files {\n      id\n      originalName\n      sizeBytes\n      downloadUrl\n    }\n  }\n": typeof types.OrderMessageItemFragmentDoc,
    "\n  query OrderMessages($orderId: Int!, $page: PageInput) {\n    orderMessages(orderId: $orderId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...OrderMessageItem\n      }\n    }\n  }\n": typeof types.OrderMessagesDocument,
    "\n  mutation SendOrderMessage($orderId: Int!, $body: String, $files: [FileUpload!]) {\n    sendOrderMessage(orderId: $orderId, body: $body, files: $files) {\n      ...OrderMessageItem\n    }\n  }\n": typeof types.SendOrderMessageDocument,
    "\n  mutation MarkOrderMessagesRead($orderId: Int!) {\n    markOrderMessagesRead(orderId: $orderId) {\n      orderId\n      readAt\n      unreadMessages\n    }\n  }\n": typeof types.MarkOrderMessagesReadDocument,
    "\n  query AuditLog($actorId: Int, $action: String, $from: String, $to: String, $page: PageInput) {\n    auditLog(actorId: $actorId, action: $action, from: $from, to: $to, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        actorId\n        actorName\n        actorEmail\n        action\n        entityType\n        entityId\n        ip\n        createdAt\n        changes {\n          field\n          value\n        }\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditFilterChoices {\n    auditActions\n    assignableUsers {\n      id\n      fullName\n    }\n  }\n": typeof types.AuditFilterChoicesDocument,
    "\n  query Backups {\n    backups {\n      id\n      ...BackupRow\n    }\n  }\n": typeof types.BackupsDocument,
    "\n  fragment BackupRow on Backup {\n    id\n    fileName\n    sizeBytes\n    status\n    failureReason\n    trigger\n    createdAt\n  }\n": typeof types.BackupRowFragmentDoc,
    "\n  mutation CreateBackup {\n    createBackup {\n      backup {\n        id\n        ...BackupRow\n      }\n      prunedIds\n    }\n  }\n": typeof types.CreateBackupDocument,
    "\n  mutation DeleteBackup($id: Int!) {\n    deleteBackup(id: $id)\n  }\n": typeof types.DeleteBackupDocument,
    "\n  mutation RestoreBackup($id: Int!) {\n    restoreBackup(id: $id) {\n      restoredAt\n      tables\n      rows\n      files\n    }\n  }\n": typeof types.RestoreBackupDocument,
    "\n  query PublishableRatings {\n    publishableRatings {\n      id\n      orderNumber\n      stars\n      comment\n      clientFirstName\n      serviceName\n      serviceNameTr\n      serviceNameEn\n      featuredAt\n    }\n  }\n": typeof types.PublishableRatingsDocument,
    "\n  query AdminCms($language: Language!) {\n    cms(language: $language) {\n      ...AdminCmsContent\n    }\n  }\n": typeof types.AdminCmsDocument,
    "\n  query CmsPublicContent($language: Language!) {\n    siteContent(language: $language) {\n      ...AdminCmsContent\n    }\n  }\n": typeof types.CmsPublicContentDocument,
    "\n  query CmsPublicBrand($language: Language!) {\n    publicConfig(language: $language) {\n      site {\n        name\n        description\n        logoUrl\n        faviconUrl\n        primaryColor\n        secondaryColor\n      }\n      contact {\n        phone\n        whatsapp\n        email\n        address\n        workingHours\n      }\n    }\n  }\n": typeof types.CmsPublicBrandDocument,
    "\n  fragment AdminCmsContent on CmsContent {\n    home {\n      heroTitle\n      heroSubtitle\n      heroDescription\n      aboutTitle\n      aboutDescription\n      stats {\n        value\n        label\n      }\n      whyUsTitle\n      whyUs {\n        title\n        text\n      }\n      servicesTitle\n      servicesSubtitle\n      stepsTitle\n      steps {\n        title\n        text\n      }\n      testimonialsTitle\n      testimonials {\n        name\n        place\n        text\n        rating\n      }\n      ctaTitle\n      ctaText\n    }\n    about {\n      title\n      description\n      mission\n      vision\n      yearsExperience\n      teamSize\n    }\n    contact {\n      phone\n      whatsapp\n      email\n      address\n      workingHours\n    }\n    settings {\n      siteName\n      siteDescription\n      logoUrl\n      faviconUrl\n      primaryColor\n      secondaryColor\n    }\n    pages {\n      terms\n      privacy\n    }\n  }\n": typeof types.AdminCmsContentFragmentDoc,
    "\n  mutation AddRatingToTestimonials($id: Int!) {\n    addRatingToTestimonials(id: $id) {\n      id\n      featuredAt\n    }\n  }\n": typeof types.AddRatingToTestimonialsDocument,
    "\n  mutation UploadLogo($file: FileUpload!) {\n    uploadLogo(file: $file) {\n      ...AdminCmsContent\n    }\n  }\n": typeof types.UploadLogoDocument,
    "\n  mutation UploadFavicon($file: FileUpload!) {\n    uploadFavicon(file: $file) {\n      ...AdminCmsContent\n    }\n  }\n": typeof types.UploadFaviconDocument,
    "\n  mutation RemoveLogo {\n    removeLogo {\n      ...AdminCmsContent\n    }\n  }\n": typeof types.RemoveLogoDocument,
    "\n  mutation RemoveFavicon {\n    removeFavicon {\n      ...AdminCmsContent\n    }\n  }\n": typeof types.RemoveFaviconDocument,
    "\n  mutation UpdateCms($input: CmsInput!, $language: Language!) {\n    updateCms(input: $input, language: $language) {\n      ...AdminCmsContent\n    }\n  }\n": typeof types.UpdateCmsDocument,
    "\n  query Dashboard($days: Int!) {\n    dashboard(days: $days) {\n      periodDays\n      ...DashboardStatCards\n      ...DashboardMonthly\n      ...DashboardStatus\n      ...DashboardTopServices\n      ...DashboardLatestOrders\n      ...DashboardDue\n      ...DashboardRatings\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment DashboardDue on Dashboard {\n    due {\n      overdue\n      soon\n      overdueByAssignee {\n        assigneeId\n        assigneeName\n        count\n      }\n    }\n  }\n": typeof types.DashboardDueFragmentDoc,
    "\n  fragment DashboardLatestOrders on Dashboard {\n    latestOrders {\n      id\n      orderNumber\n      fullName\n      serviceName\n      serviceNameTr\n      serviceNameEn\n      totalAmount\n      currency\n      status\n      createdAt\n    }\n  }\n": typeof types.DashboardLatestOrdersFragmentDoc,
    "\n  fragment DashboardMonthly on Dashboard {\n    ordersByMonth {\n      month\n      orders\n      revenue\n    }\n  }\n": typeof types.DashboardMonthlyFragmentDoc,
    "\n  fragment DashboardRatings on Dashboard {\n    ratings {\n      count\n      average\n      byService {\n        serviceId\n        name\n        nameTr\n        nameEn\n        count\n        average\n      }\n      byAssignee {\n        assigneeId\n        assigneeName\n        count\n        average\n      }\n    }\n  }\n": typeof types.DashboardRatingsFragmentDoc,
    "\n  fragment DashboardStatCards on Dashboard {\n    periodDays\n    totals {\n      orders {\n        total\n        current\n        changePercent\n      }\n      users {\n        total\n        current\n        changePercent\n      }\n      revenue {\n        total\n        current\n        changePercent\n        currency\n        byCurrency {\n          currency\n          amount\n          amountTry\n        }\n      }\n      activeServices {\n        total\n        current\n        changePercent\n      }\n    }\n  }\n": typeof types.DashboardStatCardsFragmentDoc,
    "\n  fragment DashboardStatus on Dashboard {\n    statusDistribution {\n      status\n      count\n    }\n  }\n": typeof types.DashboardStatusFragmentDoc,
    "\n  fragment DashboardTopServices on Dashboard {\n    topServices {\n      serviceId\n      name\n      nameTr\n      nameEn\n      ordersCount\n    }\n  }\n": typeof types.DashboardTopServicesFragmentDoc,
    "\n  query AdminOrders($status: OrderStatus, $search: String, $due: DueState, $assignee: String, $page: PageInput) {\n    adminOrders(status: $status, search: $search, due: $due, assignee: $assignee, page: $page) {\n      total\n      page\n      pageSize\n      statusCounts {\n        status\n        count\n      }\n      items {\n        id\n        ...AdminOrderRow\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrderDetails($id: Int!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails\n    }\n  }\n": typeof types.AdminOrderDetailsDocument,
    "\n  subscription AdminOrderLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        ...AdminOrderDetails\n      }\n      message {\n        ...OrderMessageItem\n      }\n    }\n  }\n": typeof types.AdminOrderLiveDocument,
    "\n  fragment AdminAssigneePanel on Order {\n    id\n    assignee {\n      id\n      fullName\n    }\n    assignments {\n      id\n      assigneeId\n      assigneeName\n      assignedByName\n      createdAt\n    }\n  }\n": typeof types.AdminAssigneePanelFragmentDoc,
    "\n  query AssignableUsers {\n    assignableUsers {\n      id\n      fullName\n      role\n    }\n  }\n": typeof types.AssignableUsersDocument,
    "\n  fragment AdminHoldPanel on Order {\n    id\n    status\n    onHold\n    openHold {\n      id\n      request\n      requestedByName\n      createdAt\n    }\n    holds {\n      id\n      request\n      requestedByName\n      createdAt\n      answer\n      answeredAt\n      resumedByName\n      closedAt\n    }\n  }\n": typeof types.AdminHoldPanelFragmentDoc,
    "\n  fragment AdminOrderDetails on Order {\n    id\n    unreadMessages\n    orderNumber\n    trackingNumber\n    status\n    onHold\n    dueAt\n    dueState\n    allowedNextStatuses\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    totalAmount\n    currency\n    paymentMethod\n    notes\n    fullName\n    email\n    phone\n    address\n    nationalId\n    applicant {\n      kind\n      fullNameAr\n      fullNameLatin\n      relation\n      fatherName\n      motherName\n      birthDate\n      birthPlace\n      nationalNumber\n    }\n    createdAt\n    updatedAt\n    ...OrderAnswers\n    files {\n      id\n      kind\n      originalName\n      mimeType\n      sizeBytes\n      createdAt\n      downloadUrl\n    }\n    history {\n      id\n      fromStatus\n      toStatus\n      note\n      changedByName\n      createdAt\n    }\n    ...AdminPaymentsPanel\n    ...AdminHoldPanel\n    ...AdminResultsPanel\n    ...AdminAssigneePanel\n  }\n": typeof types.AdminOrderDetailsFragmentDoc,
    "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    fullName\n    phone\n    applicant {\n      kind\n      fullNameAr\n      relation\n    }\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    totalAmount\n    currency\n    status\n    onHold\n    unreadMessages\n    dueAt\n    dueState\n    createdAt\n    assignee {\n      id\n      fullName\n    }\n  }\n": typeof types.AdminOrderRowFragmentDoc,
    "\n  fragment AdminPaymentsPanel on Order {\n    id\n    status\n    currency\n    amountDue\n    amountPaid\n    balance\n    paymentStatus\n    paymentWaivedReason\n    paymentWaivedAt\n    payments {\n      id\n      amount\n      currency\n      method\n      reference\n      paidAt\n      orderAmount\n      refundReason\n      note\n      receiptFileId\n      recordedByName\n      receiptUrl\n    }\n    files {\n      id\n      kind\n      originalName\n      mimeType\n      downloadUrl\n      createdAt\n      receiptStatus\n      receiptReason\n      receiptReviewedAt\n    }\n  }\n": typeof types.AdminPaymentsPanelFragmentDoc,
    "\n  fragment AdminOrderResult on OrderResult {\n    id\n    note\n    carrier\n    courierTrackingNumber\n    createdByName\n    createdAt\n    files {\n      id\n      originalName\n      downloadUrl\n      firstDownloadedAt\n    }\n  }\n": typeof types.AdminOrderResultFragmentDoc,
    "\n  fragment AdminResultsPanel on Order {\n    id\n    status\n    service {\n      id\n      deliversResult\n    }\n    results {\n      id\n      ...AdminOrderResult\n    }\n  }\n": typeof types.AdminResultsPanelFragmentDoc,
    "\n  query OrderNotes($orderId: Int!) {\n    orderNotes(orderId: $orderId) {\n      id\n      orderId\n      body\n      authorName\n      createdAt\n    }\n  }\n": typeof types.OrderNotesDocument,
    "\n  mutation AddOrderNote($orderId: Int!, $body: String!) {\n    addOrderNote(orderId: $orderId, body: $body) {\n      id\n      orderId\n      body\n      authorName\n      createdAt\n    }\n  }\n": typeof types.AddOrderNoteDocument,
    "\n  mutation AddOrderResult($orderId: Int!, $input: AddResultInput!, $file: FileUpload) {\n    addOrderResult(orderId: $orderId, input: $input, file: $file) {\n      id\n      ...AdminOrderResult\n    }\n  }\n": typeof types.AddOrderResultDocument,
    "\n  mutation AssignOrder($orderId: Int!, $userId: Int) {\n    assignOrder(orderId: $orderId, userId: $userId) {\n      id\n      ...AdminOrderRow\n      ...AdminAssigneePanel\n    }\n  }\n": typeof types.AssignOrderDocument,
    "\n  mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $note: String, $waiveDocumentsReason: String) {\n    changeOrderStatus(id: $id, status: $status, note: $note, waiveDocumentsReason: $waiveDocumentsReason) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": typeof types.ChangeOrderStatusDocument,
    "\n  mutation HoldOrder($orderId: Int!, $request: String!) {\n    holdOrder(orderId: $orderId, request: $request) {\n      id\n      ...AdminOrderRow\n      ...AdminHoldPanel\n    }\n  }\n": typeof types.HoldOrderDocument,
    "\n  mutation RecordOrderPayment(\n    $orderId: Int!\n    $amount: Decimal!\n    $currency: Currency!\n    $reference: String\n    $paidAt: DateTime\n    $note: String\n    $refundReason: String\n    $confirmOverpayment: Boolean\n  ) {\n    recordOrderPayment(\n      orderId: $orderId\n      amount: $amount\n      currency: $currency\n      reference: $reference\n      paidAt: $paidAt\n      note: $note\n      refundReason: $refundReason\n      confirmOverpayment: $confirmOverpayment\n    ) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": typeof types.RecordOrderPaymentDocument,
    "\n  mutation ResumeOrder($orderId: Int!) {\n    resumeOrder(orderId: $orderId) {\n      id\n      ...AdminOrderRow\n      ...AdminHoldPanel\n    }\n  }\n": typeof types.ResumeOrderDocument,
    "\n  mutation ReviewOrderDocument($orderId: Int!, $documentId: Int!, $decision: String!, $reason: String) {\n    reviewOrderDocument(orderId: $orderId, documentId: $documentId, decision: $decision, reason: $reason) {\n      ...DocumentSlotFields\n    }\n  }\n": typeof types.ReviewOrderDocumentDocument,
    "\n  mutation ReviewOrderReceipt(\n    $orderId: Int!\n    $fileId: Int!\n    $decision: String!\n    $amount: Decimal\n    $currency: Currency\n    $reference: String\n    $paidAt: DateTime\n    $reason: String\n  ) {\n    reviewOrderReceipt(\n      orderId: $orderId\n      fileId: $fileId\n      decision: $decision\n      amount: $amount\n      currency: $currency\n      reference: $reference\n      paidAt: $paidAt\n      reason: $reason\n    ) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": typeof types.ReviewOrderReceiptDocument,
    "\n  mutation WaiveOrderPayment($orderId: Int!, $reason: String!) {\n    waiveOrderPayment(orderId: $orderId, reason: $reason) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": typeof types.WaiveOrderPaymentDocument,
    "\n  query AdminPartners($page: PageInput) {\n    users(role: partner, page: $page) {\n      total\n      items {\n        id\n        fullName\n        email\n        isActive\n      }\n    }\n  }\n": typeof types.AdminPartnersDocument,
    "\n  query PartnerIntegration($partnerId: Int!) {\n    apiKeys(partnerId: $partnerId) {\n      id\n      ...PartnerApiKey\n    }\n    webhookEndpoints(ownerId: $partnerId) {\n      id\n      ...PartnerWebhook\n    }\n  }\n": typeof types.PartnerIntegrationDocument,
    "\n  query WebhookDeliveries($id: Int!) {\n    webhookDeliveries(id: $id) {\n      id\n      ...PartnerDelivery\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  fragment PartnerApiKey on ApiKey {\n    id\n    partnerId\n    name\n    prefix\n    scopes\n    allowedIps\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n": typeof types.PartnerApiKeyFragmentDoc,
    "\n  fragment PartnerWebhook on WebhookEndpoint {\n    id\n    ownerId\n    url\n    events\n    enabled\n    disabledAt\n    disabledReason\n    consecutiveFailures\n    createdAt\n  }\n": typeof types.PartnerWebhookFragmentDoc,
    "\n  fragment PartnerDelivery on WebhookDelivery {\n    id\n    endpointId\n    eventType\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n  }\n": typeof types.PartnerDeliveryFragmentDoc,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        ...PartnerApiKey\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation CreateWebhook($url: String!, $events: [String!]!, $ownerId: Int) {\n    createWebhookEndpoint(url: $url, events: $events, ownerId: $ownerId) {\n      secret\n      endpoint {\n        id\n        ...PartnerWebhook\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($id: Int!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation EnableWebhook($id: Int!) {\n    enableWebhookEndpoint(id: $id) {\n      id\n      ...PartnerWebhook\n    }\n  }\n": typeof types.EnableWebhookDocument,
    "\n  mutation ReplayDelivery($id: Int!, $deliveryId: Int!) {\n    replayWebhookDelivery(id: $id, deliveryId: $deliveryId) {\n      id\n      ...PartnerDelivery\n    }\n  }\n": typeof types.ReplayDeliveryDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query AdminServices($search: String, $category: ServiceCategory, $page: PageInput) {\n    adminServices(search: $search, category: $category, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...AdminService\n      }\n    }\n  }\n": typeof types.AdminServicesDocument,
    "\n  fragment AdminService on Service {\n    id\n    nameAr\n    nameTr\n    nameEn\n    descriptionAr\n    descriptionTr\n    descriptionEn\n    category\n    priceTry\n    priceUsd\n    estimatedDays\n    imageUrl\n    isActive\n    deliversResult\n    intakeQuestions {\n      key\n      type\n      required\n      labelAr\n      labelTr\n      labelEn\n      helpAr\n      helpTr\n      helpEn\n      minLength\n      maxLength\n      pattern\n      minDate\n      maxDate\n      minNumber\n      maxNumber\n      options {\n        value\n        labelAr\n        labelTr\n        labelEn\n      }\n    }\n    requiredDocuments {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      originalByPost\n      onlyForSomeoneElse\n    }\n  }\n": typeof types.AdminServiceFragmentDoc,
    "\n  mutation DeleteService($id: Int!) {\n    deleteService(id: $id)\n  }\n": typeof types.DeleteServiceDocument,
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      id\n      ...AdminService\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {\n    updateService(id: $id, input: $input) {\n      id\n      ...AdminService\n    }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation UploadServiceImage($id: Int!, $file: FileUpload!) {\n    uploadServiceImage(id: $id, file: $file) {\n      id\n      imageUrl\n    }\n  }\n": typeof types.UploadServiceImageDocument,
    "\n  mutation RemoveServiceImage($id: Int!) {\n    removeServiceImage(id: $id) {\n      id\n      imageUrl\n    }\n  }\n": typeof types.RemoveServiceImageDocument,
    "\n  mutation ToggleService($id: Int!, $isActive: Boolean!) {\n    updateService(id: $id, input: { isActive: $isActive }) {\n      id\n      isActive\n    }\n  }\n": typeof types.ToggleServiceDocument,
    "\n      query OrderPagePayment {\n        publicConfig {\n          payment {\n            bankName\n            accountHolder\n            ibanTry\n            ibanUsd\n            swiftCode\n            syriatelCashNumber\n            mtnCashNumber\n            acceptedMethods\n          }\n        }\n      }\n    ": typeof types.OrderPagePaymentDocument,
    "\n  query AdminSettings {\n    settings {\n      ...AdminSettings\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  fragment ExchangeRateRow on ExchangeRate {\n    id\n    currency\n    perTry\n    tryPerUnit\n    setByName\n    createdAt\n  }\n": typeof types.ExchangeRateRowFragmentDoc,
    "\n  query ExchangeRates {\n    exchangeRates {\n      ...ExchangeRateRow\n    }\n  }\n": typeof types.ExchangeRatesDocument,
    "\n  query ExchangeRateHistory($page: PageInput) {\n    exchangeRateHistory(page: $page) {\n      items {\n        ...ExchangeRateRow\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.ExchangeRateHistoryDocument,
    "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      ...ExchangeRateRow\n    }\n  }\n": typeof types.SetExchangeRateDocument,
    "\n  fragment AdminSettings on SystemSettings {\n    payment {\n      bankName\n      accountHolder\n      ibanTry\n      ibanUsd\n      swiftCode\n      syriatelCashNumber\n      mtnCashNumber\n      acceptCash\n      reminderAfterDays\n      maxReminders\n      autoCancelAfterDays\n    }\n    notifications {\n      emailEnabled\n      notifyNewOrder\n      notifyPayment\n      notifyStatusChange\n      adminEmail\n    }\n    languages {\n      defaultLanguage\n      enabledLanguages\n    }\n    security {\n      twoFactorEnabled\n      sessionTimeout\n      maxLoginAttempts\n      passwordMinLength\n      requireEmailVerification\n    }\n    backup {\n      autoBackup\n      backupFrequency\n      backupTime\n      keepBackups\n    }\n    documents {\n      rejectionReasons {\n        ar\n        tr\n        en\n      }\n    }\n    calendar {\n      workingDays\n      holidays {\n        date\n        name\n      }\n    }\n  }\n": typeof types.AdminSettingsFragmentDoc,
    "\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettings\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  fragment SidebarCounters on BackOfficeCounters {\n    ordersToday\n    processing\n    completed\n    newOrders\n    unreadMessages\n  }\n": typeof types.SidebarCountersFragmentDoc,
    "\n  fragment NotificationList on BackOfficeNotifications {\n    unseen\n    latest {\n      kind\n      at\n      orderId\n      orderNumber\n      fullName\n    }\n  }\n": typeof types.NotificationListFragmentDoc,
    "\n  query BackOfficeShell($since: DateTime) {\n    backOfficeCounters {\n      ...SidebarCounters\n    }\n    backOfficeNotifications(since: $since) {\n      ...NotificationList\n    }\n  }\n": typeof types.BackOfficeShellDocument,
    "\n  query AdminUsers($search: String, $role: Role, $page: PageInput) {\n    users(search: $search, role: $role, page: $page) {\n      total\n      page\n      pageSize\n      roleCounts {\n        all\n        admin\n        staff\n        client\n        partner\n      }\n      items {\n        id\n        ...AdminUser\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  fragment AdminUser on User {\n    id\n    fullName\n    email\n    phone\n    role\n    language\n    isActive\n    twoFactorEnabled\n    createdAt\n    ordersCount\n  }\n": typeof types.AdminUserFragmentDoc,
    "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation ResetUserTwoFactor($id: Int!) {\n    resetUserTwoFactor(id: $id) {\n      id\n      twoFactorEnabled\n    }\n  }\n": typeof types.ResetUserTwoFactorDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      ...AdminUser\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      ...AdminUser\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ToggleUser($id: Int!, $isActive: Boolean!) {\n    updateUser(id: $id, input: { isActive: $isActive }) {\n      id\n      isActive\n    }\n  }\n": typeof types.ToggleUserDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($email: String!, $password: String!, $remember: Boolean) {\n    login(email: $email, password: $password, remember: $remember) {\n      ...AuthSession\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginTwoFactor($challengeToken: String!, $code: String!) {\n    loginTwoFactor(challengeToken: $challengeToken, code: $code) {\n      ...AuthSession\n    }\n  }\n": typeof types.LoginTwoFactorDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthSession\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      emailVerified\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  fragment ContactDetails on CmsContact {\n    phone\n    whatsapp\n    email\n    address\n    workingHours\n  }\n": typeof types.ContactDetailsFragmentDoc,
    "\n  query ContactPage($language: Language!) {\n    publicConfig(language: $language) {\n      contact {\n        ...ContactDetails\n      }\n    }\n  }\n": typeof types.ContactPageDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment WizardService on Service {\n    id\n    category\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n    estimatedDays\n    intakeQuestions {\n      key\n      type\n      required\n      labelAr\n      labelTr\n      labelEn\n      helpAr\n      helpTr\n      helpEn\n      minLength\n      maxLength\n      pattern\n      minDate\n      maxDate\n      minNumber\n      maxNumber\n      options {\n        value\n        labelAr\n        labelTr\n        labelEn\n      }\n    }\n    requiredDocuments {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      onlyForSomeoneElse\n    }\n  }\n": typeof types.WizardServiceFragmentDoc,
    "\n  query WizardServices {\n    services {\n      id\n      ...WizardService\n    }\n  }\n": typeof types.WizardServicesDocument,
    "\n  query WizardPayment {\n    publicConfig {\n      payment {\n        acceptedMethods\n      }\n    }\n  }\n": typeof types.WizardPaymentDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {\n    createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      ...MyOrderRow\n      files {\n        id\n      }\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  query WizardAccount {\n    me {\n      id\n      fullName\n      email\n      phone\n    }\n  }\n": typeof types.WizardAccountDocument,
    "\n  fragment WizardSavedPerson on SavedPerson {\n    id\n    kind\n    fullNameAr\n    fullNameLatin\n    relation\n    fatherName\n    motherName\n    birthDate\n    birthPlace\n    nationalNumber\n  }\n": typeof types.WizardSavedPersonFragmentDoc,
    "\n  query WizardSavedPeople {\n    mySavedPeople {\n      id\n      ...WizardSavedPerson\n    }\n  }\n": typeof types.WizardSavedPeopleDocument,
    "\n  fragment HomeAbout on CmsHome {\n    aboutTitle\n    aboutDescription\n  }\n": typeof types.HomeAboutFragmentDoc,
    "\n  fragment HomeAboutFigures on CmsAbout {\n    yearsExperience\n    teamSize\n  }\n": typeof types.HomeAboutFiguresFragmentDoc,
    "\n  fragment HomeCta on CmsHome {\n    ctaTitle\n    ctaText\n  }\n": typeof types.HomeCtaFragmentDoc,
    "\n  fragment HomeHero on CmsHome {\n    heroTitle\n    heroSubtitle\n    heroDescription\n  }\n": typeof types.HomeHeroFragmentDoc,
    "\n  query HomePage($language: Language!) {\n    siteContent(language: $language) {\n      home {\n        ...HomeHero\n        ...HomeStats\n        ...HomeAbout\n        ...HomeWhyUs\n        ...HomeServices\n        ...HomeSteps\n        ...HomeTestimonials\n        ...HomeCta\n      }\n      about {\n        ...HomeAboutFigures\n      }\n    }\n    services {\n      id\n      ...HomeServiceCard\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment HomeServiceCard on Service {\n    id\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n  }\n": typeof types.HomeServiceCardFragmentDoc,
    "\n  fragment HomeServices on CmsHome {\n    servicesTitle\n    servicesSubtitle\n  }\n": typeof types.HomeServicesFragmentDoc,
    "\n  fragment HomeStats on CmsHome {\n    stats {\n      value\n      label\n    }\n  }\n": typeof types.HomeStatsFragmentDoc,
    "\n  fragment HomeSteps on CmsHome {\n    stepsTitle\n    steps {\n      title\n      text\n    }\n  }\n": typeof types.HomeStepsFragmentDoc,
    "\n  fragment HomeTestimonials on CmsHome {\n    testimonialsTitle\n    testimonials {\n      name\n      place\n      text\n      rating\n    }\n  }\n": typeof types.HomeTestimonialsFragmentDoc,
    "\n  fragment HomeWhyUs on CmsHome {\n    whyUsTitle\n    whyUs {\n      title\n      text\n    }\n  }\n": typeof types.HomeWhyUsFragmentDoc,
    "\n  query OrderPage($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      orderNumber\n      trackingNumber\n      unreadMessages\n      invoiceUrl\n      totalAmount\n      ...OrderSummary\n      ...OrderTimeline\n      ...PaymentInstructions\n      ...ReceiptSection\n      ...PaymentStatusSection\n      ...AttachmentsSection\n      ...HoldCallToAction\n      ...ResultsSection\n      ...OrderAnswers\n      ...OrderApplicantCard\n      ...OrderRatingSection\n    }\n  }\n": typeof types.OrderPageDocument,
    "\n  subscription OrderPageLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        status\n        orderNumber\n        trackingNumber\n        invoiceUrl\n        totalAmount\n        unreadMessages\n        ...OrderSummary\n        ...OrderTimeline\n        ...PaymentInstructions\n        ...ReceiptSection\n        ...PaymentStatusSection\n        ...AttachmentsSection\n        ...HoldCallToAction\n        ...ResultsSection\n        ...OrderAnswers\n        ...OrderApplicantCard\n      }\n      message {\n        ...OrderMessageItem\n      }\n    }\n  }\n": typeof types.OrderPageLiveDocument,
    "\n  query OrderPayment {\n    publicConfig {\n      payment {\n        ...PaymentDetails\n      }\n    }\n  }\n": typeof types.OrderPaymentDocument,
    "\n  fragment OrderApplicantCard on Order {\n    fullName\n    applicant {\n      kind\n      fullNameAr\n      fullNameLatin\n      relation\n      fatherName\n      motherName\n      birthDate\n      birthPlace\n      nationalNumber\n    }\n  }\n": typeof types.OrderApplicantCardFragmentDoc,
    "\n  fragment AttachmentsSection on Order {\n    id\n    status\n    onHold\n    files {\n      id\n      kind\n      ...OrderFileRow\n    }\n  }\n": typeof types.AttachmentsSectionFragmentDoc,
    "\n  fragment HoldCallToAction on Order {\n    id\n    onHold\n    openHold {\n      id\n      request\n      createdAt\n    }\n  }\n": typeof types.HoldCallToActionFragmentDoc,
    "\n  fragment OrderSummary on Order {\n    orderNumber\n    trackingNumber\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    status\n    totalAmount\n    currency\n    paymentMethod\n    createdAt\n    updatedAt\n    dueAt\n    notes\n  }\n": typeof types.OrderSummaryFragmentDoc,
    "\n  fragment OrderTimeline on Order {\n    status\n    history {\n      id\n      toStatus\n      createdAt\n    }\n  }\n": typeof types.OrderTimelineFragmentDoc,
    "\n  fragment PaymentInstructions on Order {\n    orderNumber\n    paymentMethod\n    totalAmount\n    currency\n    paymentAmounts {\n      currency\n      amount\n      perTry\n    }\n  }\n": typeof types.PaymentInstructionsFragmentDoc,
    "\n  fragment PaymentDetails on PublicConfigPayment {\n    bankName\n    accountHolder\n    ibanTry\n    ibanUsd\n    swiftCode\n    syriatelCashNumber\n    mtnCashNumber\n  }\n": typeof types.PaymentDetailsFragmentDoc,
    "\n  fragment PaymentStatusSection on Order {\n    id\n    currency\n    amountDue\n    amountPaid\n    balance\n    paymentStatus\n    paymentWaivedReason\n    payments {\n      id\n      amount\n      currency\n      method\n      paidAt\n      refundReason\n      receiptUrl\n    }\n    files {\n      id\n      kind\n      originalName\n      receiptStatus\n      receiptReason\n    }\n  }\n": typeof types.PaymentStatusSectionFragmentDoc,
    "\n  fragment OrderRatingShown on OrderRating {\n    id\n    stars\n    comment\n    publishConsent\n    updatedAt\n  }\n": typeof types.OrderRatingShownFragmentDoc,
    "\n  fragment OrderRatingSection on Order {\n    id\n    status\n    rating {\n      id\n      ...OrderRatingShown\n    }\n  }\n": typeof types.OrderRatingSectionFragmentDoc,
    "\n  fragment ReceiptSection on Order {\n    id\n    status\n    receipt {\n      id\n      ...OrderFileRow\n    }\n  }\n": typeof types.ReceiptSectionFragmentDoc,
    "\n  fragment ResultsSection on Order {\n    id\n    results {\n      id\n      note\n      carrier\n      courierTrackingNumber\n      createdAt\n      files {\n        id\n        originalName\n        downloadUrl\n      }\n    }\n  }\n": typeof types.ResultsSectionFragmentDoc,
    "\n  mutation AnswerOrderHold($orderId: Int!, $answer: String!) {\n    answerOrderHold(orderId: $orderId, answer: $answer) {\n      id\n      status\n      ...HoldCallToAction\n      ...AttachmentsSection\n    }\n  }\n": typeof types.AnswerOrderHoldDocument,
    "\n  mutation DeleteOrderFile($orderId: Int!, $fileId: Int!) {\n    deleteOrderFile(orderId: $orderId, fileId: $fileId) {\n      id\n      updatedAt\n      files {\n        id\n        ...OrderFileRow\n      }\n      receipt {\n        id\n        ...OrderFileRow\n      }\n    }\n  }\n": typeof types.DeleteOrderFileDocument,
    "\n  mutation RateOrder($orderId: Int!, $stars: Int!, $comment: String, $publishConsent: Boolean) {\n    rateOrder(orderId: $orderId, stars: $stars, comment: $comment, publishConsent: $publishConsent) {\n      id\n      orderId\n      ...OrderRatingShown\n    }\n  }\n": typeof types.RateOrderDocument,
    "\n  query LegalPages($language: Language!) {\n    siteContent(language: $language) {\n      pages {\n        terms\n        privacy\n      }\n    }\n  }\n": typeof types.LegalPagesDocument,
    "\n  query ProfileAccount {\n    me {\n      id\n      email\n      emailVerified\n      twoFactorEnabled\n      ...AccountDetails\n    }\n  }\n": typeof types.ProfileAccountDocument,
    "\n  query ProfileOrders($status: OrderStatus, $page: PageInput) {\n    myOrders(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...MyOrderRow\n      }\n    }\n  }\n": typeof types.ProfileOrdersDocument,
    "\n  fragment AccountDetails on Account {\n    id\n    fullName\n    email\n    phone\n    language\n    createdAt\n  }\n": typeof types.AccountDetailsFragmentDoc,
    "\n  fragment MyOrderRow on Order {\n    id\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    trackingNumber\n    status\n    onHold\n    unreadMessages\n    createdAt\n    totalAmount\n    currency\n  }\n": typeof types.MyOrderRowFragmentDoc,
    "\n  fragment SavedPersonFields on SavedPerson {\n    id\n    kind\n    fullNameAr\n    fullNameLatin\n    relation\n    fatherName\n    motherName\n    birthDate\n    birthPlace\n    nationalNumber\n    updatedAt\n  }\n": typeof types.SavedPersonFieldsFragmentDoc,
    "\n  query MySavedPeople {\n    mySavedPeople {\n      id\n      ...SavedPersonFields\n    }\n  }\n": typeof types.MySavedPeopleDocument,
    "\n  mutation CreateSavedPerson($input: SavedPersonInput!) {\n    createSavedPerson(input: $input) {\n      id\n      ...SavedPersonFields\n    }\n  }\n": typeof types.CreateSavedPersonDocument,
    "\n  mutation UpdateSavedPerson($id: Int!, $input: SavedPersonInput!) {\n    updateSavedPerson(id: $id, input: $input) {\n      id\n      ...SavedPersonFields\n    }\n  }\n": typeof types.UpdateSavedPersonDocument,
    "\n  mutation DeleteSavedPerson($id: Int!) {\n    deleteSavedPerson(id: $id)\n  }\n": typeof types.DeleteSavedPersonDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      ...AuthSession\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.LogoutEverywhereDocument,
    "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrSvg\n    }\n  }\n": typeof types.StartTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n": typeof types.ConfirmTwoFactorSetupDocument,
    "\n  mutation DisableTwoFactor($password: String!) {\n    disableTwoFactor(password: $password)\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      phone\n      language\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment ServiceCard on Service {\n    id\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n    priceUsd\n    estimatedDays\n    imageUrl\n  }\n": typeof types.ServiceCardFragmentDoc,
    "\n  query PublicServices {\n    services {\n      id\n      ...ServiceCard\n    }\n  }\n": typeof types.PublicServicesDocument,
    "\n  fragment TrackResult on TrackedOrder {\n    trackingNumber\n    orderNumber\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    status\n    waitingForClient\n    totalAmount\n    currency\n    createdAt\n    invoiceUrl\n    ...TrackingTimeline\n  }\n": typeof types.TrackResultFragmentDoc,
    "\n  query TrackOrder($trackingNumber: String!) {\n    trackOrder(trackingNumber: $trackingNumber) {\n      trackingNumber\n      ...TrackResult\n    }\n  }\n": typeof types.TrackOrderDocument,
    "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) {\n      code\n      ...VerifiedDocumentCard\n    }\n  }\n": typeof types.VerifyDocumentDocument,
    "\n  fragment VerifiedDocumentCard on VerifiedDocument {\n    issuer\n    kind\n    number\n    code\n    issuedAt\n    amount\n    currency\n    status\n    paidAt\n  }\n": typeof types.VerifiedDocumentCardFragmentDoc,
    "\n  query CachedMe {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.CachedMeDocument,
    "\n  fragment DocumentSlotFields on DocumentSlot {\n    requirementId\n    state\n    rejectionReason\n    requirement {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      originalByPost\n    }\n    versions {\n      id\n      status\n      issuedOn\n      reviewReason\n      reviewedByName\n      reviewedAt\n      uploadedByName\n      createdAt\n      file {\n        ...OrderFileRow\n      }\n    }\n  }\n": typeof types.DocumentSlotFieldsFragmentDoc,
    "\n  query OrderDocumentSlots($orderId: Int!) {\n    orderDocuments(orderId: $orderId) {\n      ...DocumentSlotFields\n    }\n    documentRejectionReasons {\n      ar\n      tr\n      en\n    }\n  }\n": typeof types.OrderDocumentSlotsDocument,
    "\n  mutation UploadOrderDocument($orderId: Int!, $requirementId: Int!, $file: FileUpload!, $issuedOn: String) {\n    uploadOrderDocument(orderId: $orderId, requirementId: $requirementId, file: $file, issuedOn: $issuedOn) {\n      ...DocumentSlotFields\n    }\n  }\n": typeof types.UploadOrderDocumentDocument,
    "\n    query Keys($partnerId: Int) {\n      apiKeys(partnerId: $partnerId) {\n        id\n      }\n    }\n  ": typeof types.KeysDocument,
    "\n        fragment K on ApiKey {\n          id\n        }\n      ": typeof types.KFragmentDoc,
    "\n  fragment OrderFileReceiptState on OrderFile {\n    id\n    receiptStatus\n    receiptReason\n    receiptReviewedAt\n  }\n": typeof types.OrderFileReceiptStateFragmentDoc,
    "\n  fragment OrderFileRow on OrderFile {\n    id\n    kind\n    originalName\n    mimeType\n    sizeBytes\n    createdAt\n    downloadUrl\n  }\n": typeof types.OrderFileRowFragmentDoc,
    "\n  fragment AuthSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    user {\n      id\n      email\n      fullName\n      phone\n      role\n      isAdmin\n      emailVerified\n      language\n      createdAt\n    }\n  }\n": typeof types.AuthSessionFragmentDoc,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.LogoutDocument,
    "\n  fragment HeaderBrand on PublicConfig {\n    site {\n      name\n      logoUrl\n    }\n  }\n": typeof types.HeaderBrandFragmentDoc,
    "\n  fragment FooterOffice on PublicConfig {\n    site {\n      description\n    }\n    contact {\n      phone\n      whatsapp\n      email\n      address\n      workingHours\n    }\n  }\n": typeof types.FooterOfficeFragmentDoc,
    "\n  query SiteConfig($language: Language!) {\n    publicConfig(language: $language) {\n      passwordMinLength\n      requireEmailVerification\n      site {\n        name\n        faviconUrl\n        primaryColor\n        secondaryColor\n      }\n      languages {\n        defaultLanguage\n        enabledLanguages\n      }\n      ...HeaderBrand\n      ...FooterOffice\n    }\n  }\n": typeof types.SiteConfigDocument,
    "\n  subscription TestOrderLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        status\n      }\n    }\n  }\n": typeof types.TestOrderLiveDocument,
    "\n  query TestOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.TestOrderDocument,
};
const documents: Documents = {
    "\n  query HeaderUnreadMessages {\n    me {\n      id\n      unreadMessages\n    }\n  }\n": types.HeaderUnreadMessagesDocument,
    "\n  fragment OrderAnswers on Order {\n    id\n    answers {\n      key\n      type\n      labelAr\n      labelTr\n      labelEn\n      value\n      valueLabelAr\n      valueLabelTr\n      valueLabelEn\n    }\n  }\n": types.OrderAnswersFragmentDoc,
    "\n  fragment TrackingTimeline on TrackedOrder {\n    status\n    history {\n      status\n      at\n    }\n  }\n": types.TrackingTimelineFragmentDoc,
    "\n  mutation ResendVerification {\n    resendVerificationEmail\n  }\n": types.ResendVerificationDocument,
    "\n  fragment OrderMessageItem on OrderMessage {\n    id\n    orderId\n    authorName\n    fromOffice\n    mine\n    body\n    createdAt\n    readByOtherSide\n    files {\n      id\n      originalName\n      sizeBytes\n      downloadUrl\n    }\n  }\n": types.OrderMessageItemFragmentDoc,
    "\n  query OrderMessages($orderId: Int!, $page: PageInput) {\n    orderMessages(orderId: $orderId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...OrderMessageItem\n      }\n    }\n  }\n": types.OrderMessagesDocument,
    "\n  mutation SendOrderMessage($orderId: Int!, $body: String, $files: [FileUpload!]) {\n    sendOrderMessage(orderId: $orderId, body: $body, files: $files) {\n      ...OrderMessageItem\n    }\n  }\n": types.SendOrderMessageDocument,
    "\n  mutation MarkOrderMessagesRead($orderId: Int!) {\n    markOrderMessagesRead(orderId: $orderId) {\n      orderId\n      readAt\n      unreadMessages\n    }\n  }\n": types.MarkOrderMessagesReadDocument,
    "\n  query AuditLog($actorId: Int, $action: String, $from: String, $to: String, $page: PageInput) {\n    auditLog(actorId: $actorId, action: $action, from: $from, to: $to, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        actorId\n        actorName\n        actorEmail\n        action\n        entityType\n        entityId\n        ip\n        createdAt\n        changes {\n          field\n          value\n        }\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditFilterChoices {\n    auditActions\n    assignableUsers {\n      id\n      fullName\n    }\n  }\n": types.AuditFilterChoicesDocument,
    "\n  query Backups {\n    backups {\n      id\n      ...BackupRow\n    }\n  }\n": types.BackupsDocument,
    "\n  fragment BackupRow on Backup {\n    id\n    fileName\n    sizeBytes\n    status\n    failureReason\n    trigger\n    createdAt\n  }\n": types.BackupRowFragmentDoc,
    "\n  mutation CreateBackup {\n    createBackup {\n      backup {\n        id\n        ...BackupRow\n      }\n      prunedIds\n    }\n  }\n": types.CreateBackupDocument,
    "\n  mutation DeleteBackup($id: Int!) {\n    deleteBackup(id: $id)\n  }\n": types.DeleteBackupDocument,
    "\n  mutation RestoreBackup($id: Int!) {\n    restoreBackup(id: $id) {\n      restoredAt\n      tables\n      rows\n      files\n    }\n  }\n": types.RestoreBackupDocument,
    "\n  query PublishableRatings {\n    publishableRatings {\n      id\n      orderNumber\n      stars\n      comment\n      clientFirstName\n      serviceName\n      serviceNameTr\n      serviceNameEn\n      featuredAt\n    }\n  }\n": types.PublishableRatingsDocument,
    "\n  query AdminCms($language: Language!) {\n    cms(language: $language) {\n      ...AdminCmsContent\n    }\n  }\n": types.AdminCmsDocument,
    "\n  query CmsPublicContent($language: Language!) {\n    siteContent(language: $language) {\n      ...AdminCmsContent\n    }\n  }\n": types.CmsPublicContentDocument,
    "\n  query CmsPublicBrand($language: Language!) {\n    publicConfig(language: $language) {\n      site {\n        name\n        description\n        logoUrl\n        faviconUrl\n        primaryColor\n        secondaryColor\n      }\n      contact {\n        phone\n        whatsapp\n        email\n        address\n        workingHours\n      }\n    }\n  }\n": types.CmsPublicBrandDocument,
    "\n  fragment AdminCmsContent on CmsContent {\n    home {\n      heroTitle\n      heroSubtitle\n      heroDescription\n      aboutTitle\n      aboutDescription\n      stats {\n        value\n        label\n      }\n      whyUsTitle\n      whyUs {\n        title\n        text\n      }\n      servicesTitle\n      servicesSubtitle\n      stepsTitle\n      steps {\n        title\n        text\n      }\n      testimonialsTitle\n      testimonials {\n        name\n        place\n        text\n        rating\n      }\n      ctaTitle\n      ctaText\n    }\n    about {\n      title\n      description\n      mission\n      vision\n      yearsExperience\n      teamSize\n    }\n    contact {\n      phone\n      whatsapp\n      email\n      address\n      workingHours\n    }\n    settings {\n      siteName\n      siteDescription\n      logoUrl\n      faviconUrl\n      primaryColor\n      secondaryColor\n    }\n    pages {\n      terms\n      privacy\n    }\n  }\n": types.AdminCmsContentFragmentDoc,
    "\n  mutation AddRatingToTestimonials($id: Int!) {\n    addRatingToTestimonials(id: $id) {\n      id\n      featuredAt\n    }\n  }\n": types.AddRatingToTestimonialsDocument,
    "\n  mutation UploadLogo($file: FileUpload!) {\n    uploadLogo(file: $file) {\n      ...AdminCmsContent\n    }\n  }\n": types.UploadLogoDocument,
    "\n  mutation UploadFavicon($file: FileUpload!) {\n    uploadFavicon(file: $file) {\n      ...AdminCmsContent\n    }\n  }\n": types.UploadFaviconDocument,
    "\n  mutation RemoveLogo {\n    removeLogo {\n      ...AdminCmsContent\n    }\n  }\n": types.RemoveLogoDocument,
    "\n  mutation RemoveFavicon {\n    removeFavicon {\n      ...AdminCmsContent\n    }\n  }\n": types.RemoveFaviconDocument,
    "\n  mutation UpdateCms($input: CmsInput!, $language: Language!) {\n    updateCms(input: $input, language: $language) {\n      ...AdminCmsContent\n    }\n  }\n": types.UpdateCmsDocument,
    "\n  query Dashboard($days: Int!) {\n    dashboard(days: $days) {\n      periodDays\n      ...DashboardStatCards\n      ...DashboardMonthly\n      ...DashboardStatus\n      ...DashboardTopServices\n      ...DashboardLatestOrders\n      ...DashboardDue\n      ...DashboardRatings\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment DashboardDue on Dashboard {\n    due {\n      overdue\n      soon\n      overdueByAssignee {\n        assigneeId\n        assigneeName\n        count\n      }\n    }\n  }\n": types.DashboardDueFragmentDoc,
    "\n  fragment DashboardLatestOrders on Dashboard {\n    latestOrders {\n      id\n      orderNumber\n      fullName\n      serviceName\n      serviceNameTr\n      serviceNameEn\n      totalAmount\n      currency\n      status\n      createdAt\n    }\n  }\n": types.DashboardLatestOrdersFragmentDoc,
    "\n  fragment DashboardMonthly on Dashboard {\n    ordersByMonth {\n      month\n      orders\n      revenue\n    }\n  }\n": types.DashboardMonthlyFragmentDoc,
    "\n  fragment DashboardRatings on Dashboard {\n    ratings {\n      count\n      average\n      byService {\n        serviceId\n        name\n        nameTr\n        nameEn\n        count\n        average\n      }\n      byAssignee {\n        assigneeId\n        assigneeName\n        count\n        average\n      }\n    }\n  }\n": types.DashboardRatingsFragmentDoc,
    "\n  fragment DashboardStatCards on Dashboard {\n    periodDays\n    totals {\n      orders {\n        total\n        current\n        changePercent\n      }\n      users {\n        total\n        current\n        changePercent\n      }\n      revenue {\n        total\n        current\n        changePercent\n        currency\n        byCurrency {\n          currency\n          amount\n          amountTry\n        }\n      }\n      activeServices {\n        total\n        current\n        changePercent\n      }\n    }\n  }\n": types.DashboardStatCardsFragmentDoc,
    "\n  fragment DashboardStatus on Dashboard {\n    statusDistribution {\n      status\n      count\n    }\n  }\n": types.DashboardStatusFragmentDoc,
    "\n  fragment DashboardTopServices on Dashboard {\n    topServices {\n      serviceId\n      name\n      nameTr\n      nameEn\n      ordersCount\n    }\n  }\n": types.DashboardTopServicesFragmentDoc,
    "\n  query AdminOrders($status: OrderStatus, $search: String, $due: DueState, $assignee: String, $page: PageInput) {\n    adminOrders(status: $status, search: $search, due: $due, assignee: $assignee, page: $page) {\n      total\n      page\n      pageSize\n      statusCounts {\n        status\n        count\n      }\n      items {\n        id\n        ...AdminOrderRow\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrderDetails($id: Int!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails\n    }\n  }\n": types.AdminOrderDetailsDocument,
    "\n  subscription AdminOrderLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        ...AdminOrderDetails\n      }\n      message {\n        ...OrderMessageItem\n      }\n    }\n  }\n": types.AdminOrderLiveDocument,
    "\n  fragment AdminAssigneePanel on Order {\n    id\n    assignee {\n      id\n      fullName\n    }\n    assignments {\n      id\n      assigneeId\n      assigneeName\n      assignedByName\n      createdAt\n    }\n  }\n": types.AdminAssigneePanelFragmentDoc,
    "\n  query AssignableUsers {\n    assignableUsers {\n      id\n      fullName\n      role\n    }\n  }\n": types.AssignableUsersDocument,
    "\n  fragment AdminHoldPanel on Order {\n    id\n    status\n    onHold\n    openHold {\n      id\n      request\n      requestedByName\n      createdAt\n    }\n    holds {\n      id\n      request\n      requestedByName\n      createdAt\n      answer\n      answeredAt\n      resumedByName\n      closedAt\n    }\n  }\n": types.AdminHoldPanelFragmentDoc,
    "\n  fragment AdminOrderDetails on Order {\n    id\n    unreadMessages\n    orderNumber\n    trackingNumber\n    status\n    onHold\n    dueAt\n    dueState\n    allowedNextStatuses\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    totalAmount\n    currency\n    paymentMethod\n    notes\n    fullName\n    email\n    phone\n    address\n    nationalId\n    applicant {\n      kind\n      fullNameAr\n      fullNameLatin\n      relation\n      fatherName\n      motherName\n      birthDate\n      birthPlace\n      nationalNumber\n    }\n    createdAt\n    updatedAt\n    ...OrderAnswers\n    files {\n      id\n      kind\n      originalName\n      mimeType\n      sizeBytes\n      createdAt\n      downloadUrl\n    }\n    history {\n      id\n      fromStatus\n      toStatus\n      note\n      changedByName\n      createdAt\n    }\n    ...AdminPaymentsPanel\n    ...AdminHoldPanel\n    ...AdminResultsPanel\n    ...AdminAssigneePanel\n  }\n": types.AdminOrderDetailsFragmentDoc,
    "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    fullName\n    phone\n    applicant {\n      kind\n      fullNameAr\n      relation\n    }\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    totalAmount\n    currency\n    status\n    onHold\n    unreadMessages\n    dueAt\n    dueState\n    createdAt\n    assignee {\n      id\n      fullName\n    }\n  }\n": types.AdminOrderRowFragmentDoc,
    "\n  fragment AdminPaymentsPanel on Order {\n    id\n    status\n    currency\n    amountDue\n    amountPaid\n    balance\n    paymentStatus\n    paymentWaivedReason\n    paymentWaivedAt\n    payments {\n      id\n      amount\n      currency\n      method\n      reference\n      paidAt\n      orderAmount\n      refundReason\n      note\n      receiptFileId\n      recordedByName\n      receiptUrl\n    }\n    files {\n      id\n      kind\n      originalName\n      mimeType\n      downloadUrl\n      createdAt\n      receiptStatus\n      receiptReason\n      receiptReviewedAt\n    }\n  }\n": types.AdminPaymentsPanelFragmentDoc,
    "\n  fragment AdminOrderResult on OrderResult {\n    id\n    note\n    carrier\n    courierTrackingNumber\n    createdByName\n    createdAt\n    files {\n      id\n      originalName\n      downloadUrl\n      firstDownloadedAt\n    }\n  }\n": types.AdminOrderResultFragmentDoc,
    "\n  fragment AdminResultsPanel on Order {\n    id\n    status\n    service {\n      id\n      deliversResult\n    }\n    results {\n      id\n      ...AdminOrderResult\n    }\n  }\n": types.AdminResultsPanelFragmentDoc,
    "\n  query OrderNotes($orderId: Int!) {\n    orderNotes(orderId: $orderId) {\n      id\n      orderId\n      body\n      authorName\n      createdAt\n    }\n  }\n": types.OrderNotesDocument,
    "\n  mutation AddOrderNote($orderId: Int!, $body: String!) {\n    addOrderNote(orderId: $orderId, body: $body) {\n      id\n      orderId\n      body\n      authorName\n      createdAt\n    }\n  }\n": types.AddOrderNoteDocument,
    "\n  mutation AddOrderResult($orderId: Int!, $input: AddResultInput!, $file: FileUpload) {\n    addOrderResult(orderId: $orderId, input: $input, file: $file) {\n      id\n      ...AdminOrderResult\n    }\n  }\n": types.AddOrderResultDocument,
    "\n  mutation AssignOrder($orderId: Int!, $userId: Int) {\n    assignOrder(orderId: $orderId, userId: $userId) {\n      id\n      ...AdminOrderRow\n      ...AdminAssigneePanel\n    }\n  }\n": types.AssignOrderDocument,
    "\n  mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $note: String, $waiveDocumentsReason: String) {\n    changeOrderStatus(id: $id, status: $status, note: $note, waiveDocumentsReason: $waiveDocumentsReason) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": types.ChangeOrderStatusDocument,
    "\n  mutation HoldOrder($orderId: Int!, $request: String!) {\n    holdOrder(orderId: $orderId, request: $request) {\n      id\n      ...AdminOrderRow\n      ...AdminHoldPanel\n    }\n  }\n": types.HoldOrderDocument,
    "\n  mutation RecordOrderPayment(\n    $orderId: Int!\n    $amount: Decimal!\n    $currency: Currency!\n    $reference: String\n    $paidAt: DateTime\n    $note: String\n    $refundReason: String\n    $confirmOverpayment: Boolean\n  ) {\n    recordOrderPayment(\n      orderId: $orderId\n      amount: $amount\n      currency: $currency\n      reference: $reference\n      paidAt: $paidAt\n      note: $note\n      refundReason: $refundReason\n      confirmOverpayment: $confirmOverpayment\n    ) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": types.RecordOrderPaymentDocument,
    "\n  mutation ResumeOrder($orderId: Int!) {\n    resumeOrder(orderId: $orderId) {\n      id\n      ...AdminOrderRow\n      ...AdminHoldPanel\n    }\n  }\n": types.ResumeOrderDocument,
    "\n  mutation ReviewOrderDocument($orderId: Int!, $documentId: Int!, $decision: String!, $reason: String) {\n    reviewOrderDocument(orderId: $orderId, documentId: $documentId, decision: $decision, reason: $reason) {\n      ...DocumentSlotFields\n    }\n  }\n": types.ReviewOrderDocumentDocument,
    "\n  mutation ReviewOrderReceipt(\n    $orderId: Int!\n    $fileId: Int!\n    $decision: String!\n    $amount: Decimal\n    $currency: Currency\n    $reference: String\n    $paidAt: DateTime\n    $reason: String\n  ) {\n    reviewOrderReceipt(\n      orderId: $orderId\n      fileId: $fileId\n      decision: $decision\n      amount: $amount\n      currency: $currency\n      reference: $reference\n      paidAt: $paidAt\n      reason: $reason\n    ) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": types.ReviewOrderReceiptDocument,
    "\n  mutation WaiveOrderPayment($orderId: Int!, $reason: String!) {\n    waiveOrderPayment(orderId: $orderId, reason: $reason) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": types.WaiveOrderPaymentDocument,
    "\n  query AdminPartners($page: PageInput) {\n    users(role: partner, page: $page) {\n      total\n      items {\n        id\n        fullName\n        email\n        isActive\n      }\n    }\n  }\n": types.AdminPartnersDocument,
    "\n  query PartnerIntegration($partnerId: Int!) {\n    apiKeys(partnerId: $partnerId) {\n      id\n      ...PartnerApiKey\n    }\n    webhookEndpoints(ownerId: $partnerId) {\n      id\n      ...PartnerWebhook\n    }\n  }\n": types.PartnerIntegrationDocument,
    "\n  query WebhookDeliveries($id: Int!) {\n    webhookDeliveries(id: $id) {\n      id\n      ...PartnerDelivery\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  fragment PartnerApiKey on ApiKey {\n    id\n    partnerId\n    name\n    prefix\n    scopes\n    allowedIps\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n": types.PartnerApiKeyFragmentDoc,
    "\n  fragment PartnerWebhook on WebhookEndpoint {\n    id\n    ownerId\n    url\n    events\n    enabled\n    disabledAt\n    disabledReason\n    consecutiveFailures\n    createdAt\n  }\n": types.PartnerWebhookFragmentDoc,
    "\n  fragment PartnerDelivery on WebhookDelivery {\n    id\n    endpointId\n    eventType\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n  }\n": types.PartnerDeliveryFragmentDoc,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        ...PartnerApiKey\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation CreateWebhook($url: String!, $events: [String!]!, $ownerId: Int) {\n    createWebhookEndpoint(url: $url, events: $events, ownerId: $ownerId) {\n      secret\n      endpoint {\n        id\n        ...PartnerWebhook\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($id: Int!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation EnableWebhook($id: Int!) {\n    enableWebhookEndpoint(id: $id) {\n      id\n      ...PartnerWebhook\n    }\n  }\n": types.EnableWebhookDocument,
    "\n  mutation ReplayDelivery($id: Int!, $deliveryId: Int!) {\n    replayWebhookDelivery(id: $id, deliveryId: $deliveryId) {\n      id\n      ...PartnerDelivery\n    }\n  }\n": types.ReplayDeliveryDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query AdminServices($search: String, $category: ServiceCategory, $page: PageInput) {\n    adminServices(search: $search, category: $category, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...AdminService\n      }\n    }\n  }\n": types.AdminServicesDocument,
    "\n  fragment AdminService on Service {\n    id\n    nameAr\n    nameTr\n    nameEn\n    descriptionAr\n    descriptionTr\n    descriptionEn\n    category\n    priceTry\n    priceUsd\n    estimatedDays\n    imageUrl\n    isActive\n    deliversResult\n    intakeQuestions {\n      key\n      type\n      required\n      labelAr\n      labelTr\n      labelEn\n      helpAr\n      helpTr\n      helpEn\n      minLength\n      maxLength\n      pattern\n      minDate\n      maxDate\n      minNumber\n      maxNumber\n      options {\n        value\n        labelAr\n        labelTr\n        labelEn\n      }\n    }\n    requiredDocuments {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      originalByPost\n      onlyForSomeoneElse\n    }\n  }\n": types.AdminServiceFragmentDoc,
    "\n  mutation DeleteService($id: Int!) {\n    deleteService(id: $id)\n  }\n": types.DeleteServiceDocument,
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      id\n      ...AdminService\n    }\n  }\n": types.CreateServiceDocument,
    "\n  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {\n    updateService(id: $id, input: $input) {\n      id\n      ...AdminService\n    }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation UploadServiceImage($id: Int!, $file: FileUpload!) {\n    uploadServiceImage(id: $id, file: $file) {\n      id\n      imageUrl\n    }\n  }\n": types.UploadServiceImageDocument,
    "\n  mutation RemoveServiceImage($id: Int!) {\n    removeServiceImage(id: $id) {\n      id\n      imageUrl\n    }\n  }\n": types.RemoveServiceImageDocument,
    "\n  mutation ToggleService($id: Int!, $isActive: Boolean!) {\n    updateService(id: $id, input: { isActive: $isActive }) {\n      id\n      isActive\n    }\n  }\n": types.ToggleServiceDocument,
    "\n      query OrderPagePayment {\n        publicConfig {\n          payment {\n            bankName\n            accountHolder\n            ibanTry\n            ibanUsd\n            swiftCode\n            syriatelCashNumber\n            mtnCashNumber\n            acceptedMethods\n          }\n        }\n      }\n    ": types.OrderPagePaymentDocument,
    "\n  query AdminSettings {\n    settings {\n      ...AdminSettings\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  fragment ExchangeRateRow on ExchangeRate {\n    id\n    currency\n    perTry\n    tryPerUnit\n    setByName\n    createdAt\n  }\n": types.ExchangeRateRowFragmentDoc,
    "\n  query ExchangeRates {\n    exchangeRates {\n      ...ExchangeRateRow\n    }\n  }\n": types.ExchangeRatesDocument,
    "\n  query ExchangeRateHistory($page: PageInput) {\n    exchangeRateHistory(page: $page) {\n      items {\n        ...ExchangeRateRow\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.ExchangeRateHistoryDocument,
    "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      ...ExchangeRateRow\n    }\n  }\n": types.SetExchangeRateDocument,
    "\n  fragment AdminSettings on SystemSettings {\n    payment {\n      bankName\n      accountHolder\n      ibanTry\n      ibanUsd\n      swiftCode\n      syriatelCashNumber\n      mtnCashNumber\n      acceptCash\n      reminderAfterDays\n      maxReminders\n      autoCancelAfterDays\n    }\n    notifications {\n      emailEnabled\n      notifyNewOrder\n      notifyPayment\n      notifyStatusChange\n      adminEmail\n    }\n    languages {\n      defaultLanguage\n      enabledLanguages\n    }\n    security {\n      twoFactorEnabled\n      sessionTimeout\n      maxLoginAttempts\n      passwordMinLength\n      requireEmailVerification\n    }\n    backup {\n      autoBackup\n      backupFrequency\n      backupTime\n      keepBackups\n    }\n    documents {\n      rejectionReasons {\n        ar\n        tr\n        en\n      }\n    }\n    calendar {\n      workingDays\n      holidays {\n        date\n        name\n      }\n    }\n  }\n": types.AdminSettingsFragmentDoc,
    "\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettings\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  fragment SidebarCounters on BackOfficeCounters {\n    ordersToday\n    processing\n    completed\n    newOrders\n    unreadMessages\n  }\n": types.SidebarCountersFragmentDoc,
    "\n  fragment NotificationList on BackOfficeNotifications {\n    unseen\n    latest {\n      kind\n      at\n      orderId\n      orderNumber\n      fullName\n    }\n  }\n": types.NotificationListFragmentDoc,
    "\n  query BackOfficeShell($since: DateTime) {\n    backOfficeCounters {\n      ...SidebarCounters\n    }\n    backOfficeNotifications(since: $since) {\n      ...NotificationList\n    }\n  }\n": types.BackOfficeShellDocument,
    "\n  query AdminUsers($search: String, $role: Role, $page: PageInput) {\n    users(search: $search, role: $role, page: $page) {\n      total\n      page\n      pageSize\n      roleCounts {\n        all\n        admin\n        staff\n        client\n        partner\n      }\n      items {\n        id\n        ...AdminUser\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  fragment AdminUser on User {\n    id\n    fullName\n    email\n    phone\n    role\n    language\n    isActive\n    twoFactorEnabled\n    createdAt\n    ordersCount\n  }\n": types.AdminUserFragmentDoc,
    "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  mutation ResetUserTwoFactor($id: Int!) {\n    resetUserTwoFactor(id: $id) {\n      id\n      twoFactorEnabled\n    }\n  }\n": types.ResetUserTwoFactorDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      ...AdminUser\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      ...AdminUser\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ToggleUser($id: Int!, $isActive: Boolean!) {\n    updateUser(id: $id, input: { isActive: $isActive }) {\n      id\n      isActive\n    }\n  }\n": types.ToggleUserDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($email: String!, $password: String!, $remember: Boolean) {\n    login(email: $email, password: $password, remember: $remember) {\n      ...AuthSession\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginTwoFactor($challengeToken: String!, $code: String!) {\n    loginTwoFactor(challengeToken: $challengeToken, code: $code) {\n      ...AuthSession\n    }\n  }\n": types.LoginTwoFactorDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthSession\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      emailVerified\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  fragment ContactDetails on CmsContact {\n    phone\n    whatsapp\n    email\n    address\n    workingHours\n  }\n": types.ContactDetailsFragmentDoc,
    "\n  query ContactPage($language: Language!) {\n    publicConfig(language: $language) {\n      contact {\n        ...ContactDetails\n      }\n    }\n  }\n": types.ContactPageDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  fragment WizardService on Service {\n    id\n    category\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n    estimatedDays\n    intakeQuestions {\n      key\n      type\n      required\n      labelAr\n      labelTr\n      labelEn\n      helpAr\n      helpTr\n      helpEn\n      minLength\n      maxLength\n      pattern\n      minDate\n      maxDate\n      minNumber\n      maxNumber\n      options {\n        value\n        labelAr\n        labelTr\n        labelEn\n      }\n    }\n    requiredDocuments {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      onlyForSomeoneElse\n    }\n  }\n": types.WizardServiceFragmentDoc,
    "\n  query WizardServices {\n    services {\n      id\n      ...WizardService\n    }\n  }\n": types.WizardServicesDocument,
    "\n  query WizardPayment {\n    publicConfig {\n      payment {\n        acceptedMethods\n      }\n    }\n  }\n": types.WizardPaymentDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {\n    createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      ...MyOrderRow\n      files {\n        id\n      }\n    }\n  }\n": types.CreateOrderDocument,
    "\n  query WizardAccount {\n    me {\n      id\n      fullName\n      email\n      phone\n    }\n  }\n": types.WizardAccountDocument,
    "\n  fragment WizardSavedPerson on SavedPerson {\n    id\n    kind\n    fullNameAr\n    fullNameLatin\n    relation\n    fatherName\n    motherName\n    birthDate\n    birthPlace\n    nationalNumber\n  }\n": types.WizardSavedPersonFragmentDoc,
    "\n  query WizardSavedPeople {\n    mySavedPeople {\n      id\n      ...WizardSavedPerson\n    }\n  }\n": types.WizardSavedPeopleDocument,
    "\n  fragment HomeAbout on CmsHome {\n    aboutTitle\n    aboutDescription\n  }\n": types.HomeAboutFragmentDoc,
    "\n  fragment HomeAboutFigures on CmsAbout {\n    yearsExperience\n    teamSize\n  }\n": types.HomeAboutFiguresFragmentDoc,
    "\n  fragment HomeCta on CmsHome {\n    ctaTitle\n    ctaText\n  }\n": types.HomeCtaFragmentDoc,
    "\n  fragment HomeHero on CmsHome {\n    heroTitle\n    heroSubtitle\n    heroDescription\n  }\n": types.HomeHeroFragmentDoc,
    "\n  query HomePage($language: Language!) {\n    siteContent(language: $language) {\n      home {\n        ...HomeHero\n        ...HomeStats\n        ...HomeAbout\n        ...HomeWhyUs\n        ...HomeServices\n        ...HomeSteps\n        ...HomeTestimonials\n        ...HomeCta\n      }\n      about {\n        ...HomeAboutFigures\n      }\n    }\n    services {\n      id\n      ...HomeServiceCard\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment HomeServiceCard on Service {\n    id\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n  }\n": types.HomeServiceCardFragmentDoc,
    "\n  fragment HomeServices on CmsHome {\n    servicesTitle\n    servicesSubtitle\n  }\n": types.HomeServicesFragmentDoc,
    "\n  fragment HomeStats on CmsHome {\n    stats {\n      value\n      label\n    }\n  }\n": types.HomeStatsFragmentDoc,
    "\n  fragment HomeSteps on CmsHome {\n    stepsTitle\n    steps {\n      title\n      text\n    }\n  }\n": types.HomeStepsFragmentDoc,
    "\n  fragment HomeTestimonials on CmsHome {\n    testimonialsTitle\n    testimonials {\n      name\n      place\n      text\n      rating\n    }\n  }\n": types.HomeTestimonialsFragmentDoc,
    "\n  fragment HomeWhyUs on CmsHome {\n    whyUsTitle\n    whyUs {\n      title\n      text\n    }\n  }\n": types.HomeWhyUsFragmentDoc,
    "\n  query OrderPage($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      orderNumber\n      trackingNumber\n      unreadMessages\n      invoiceUrl\n      totalAmount\n      ...OrderSummary\n      ...OrderTimeline\n      ...PaymentInstructions\n      ...ReceiptSection\n      ...PaymentStatusSection\n      ...AttachmentsSection\n      ...HoldCallToAction\n      ...ResultsSection\n      ...OrderAnswers\n      ...OrderApplicantCard\n      ...OrderRatingSection\n    }\n  }\n": types.OrderPageDocument,
    "\n  subscription OrderPageLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        status\n        orderNumber\n        trackingNumber\n        invoiceUrl\n        totalAmount\n        unreadMessages\n        ...OrderSummary\n        ...OrderTimeline\n        ...PaymentInstructions\n        ...ReceiptSection\n        ...PaymentStatusSection\n        ...AttachmentsSection\n        ...HoldCallToAction\n        ...ResultsSection\n        ...OrderAnswers\n        ...OrderApplicantCard\n      }\n      message {\n        ...OrderMessageItem\n      }\n    }\n  }\n": types.OrderPageLiveDocument,
    "\n  query OrderPayment {\n    publicConfig {\n      payment {\n        ...PaymentDetails\n      }\n    }\n  }\n": types.OrderPaymentDocument,
    "\n  fragment OrderApplicantCard on Order {\n    fullName\n    applicant {\n      kind\n      fullNameAr\n      fullNameLatin\n      relation\n      fatherName\n      motherName\n      birthDate\n      birthPlace\n      nationalNumber\n    }\n  }\n": types.OrderApplicantCardFragmentDoc,
    "\n  fragment AttachmentsSection on Order {\n    id\n    status\n    onHold\n    files {\n      id\n      kind\n      ...OrderFileRow\n    }\n  }\n": types.AttachmentsSectionFragmentDoc,
    "\n  fragment HoldCallToAction on Order {\n    id\n    onHold\n    openHold {\n      id\n      request\n      createdAt\n    }\n  }\n": types.HoldCallToActionFragmentDoc,
    "\n  fragment OrderSummary on Order {\n    orderNumber\n    trackingNumber\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    status\n    totalAmount\n    currency\n    paymentMethod\n    createdAt\n    updatedAt\n    dueAt\n    notes\n  }\n": types.OrderSummaryFragmentDoc,
    "\n  fragment OrderTimeline on Order {\n    status\n    history {\n      id\n      toStatus\n      createdAt\n    }\n  }\n": types.OrderTimelineFragmentDoc,
    "\n  fragment PaymentInstructions on Order {\n    orderNumber\n    paymentMethod\n    totalAmount\n    currency\n    paymentAmounts {\n      currency\n      amount\n      perTry\n    }\n  }\n": types.PaymentInstructionsFragmentDoc,
    "\n  fragment PaymentDetails on PublicConfigPayment {\n    bankName\n    accountHolder\n    ibanTry\n    ibanUsd\n    swiftCode\n    syriatelCashNumber\n    mtnCashNumber\n  }\n": types.PaymentDetailsFragmentDoc,
    "\n  fragment PaymentStatusSection on Order {\n    id\n    currency\n    amountDue\n    amountPaid\n    balance\n    paymentStatus\n    paymentWaivedReason\n    payments {\n      id\n      amount\n      currency\n      method\n      paidAt\n      refundReason\n      receiptUrl\n    }\n    files {\n      id\n      kind\n      originalName\n      receiptStatus\n      receiptReason\n    }\n  }\n": types.PaymentStatusSectionFragmentDoc,
    "\n  fragment OrderRatingShown on OrderRating {\n    id\n    stars\n    comment\n    publishConsent\n    updatedAt\n  }\n": types.OrderRatingShownFragmentDoc,
    "\n  fragment OrderRatingSection on Order {\n    id\n    status\n    rating {\n      id\n      ...OrderRatingShown\n    }\n  }\n": types.OrderRatingSectionFragmentDoc,
    "\n  fragment ReceiptSection on Order {\n    id\n    status\n    receipt {\n      id\n      ...OrderFileRow\n    }\n  }\n": types.ReceiptSectionFragmentDoc,
    "\n  fragment ResultsSection on Order {\n    id\n    results {\n      id\n      note\n      carrier\n      courierTrackingNumber\n      createdAt\n      files {\n        id\n        originalName\n        downloadUrl\n      }\n    }\n  }\n": types.ResultsSectionFragmentDoc,
    "\n  mutation AnswerOrderHold($orderId: Int!, $answer: String!) {\n    answerOrderHold(orderId: $orderId, answer: $answer) {\n      id\n      status\n      ...HoldCallToAction\n      ...AttachmentsSection\n    }\n  }\n": types.AnswerOrderHoldDocument,
    "\n  mutation DeleteOrderFile($orderId: Int!, $fileId: Int!) {\n    deleteOrderFile(orderId: $orderId, fileId: $fileId) {\n      id\n      updatedAt\n      files {\n        id\n        ...OrderFileRow\n      }\n      receipt {\n        id\n        ...OrderFileRow\n      }\n    }\n  }\n": types.DeleteOrderFileDocument,
    "\n  mutation RateOrder($orderId: Int!, $stars: Int!, $comment: String, $publishConsent: Boolean) {\n    rateOrder(orderId: $orderId, stars: $stars, comment: $comment, publishConsent: $publishConsent) {\n      id\n      orderId\n      ...OrderRatingShown\n    }\n  }\n": types.RateOrderDocument,
    "\n  query LegalPages($language: Language!) {\n    siteContent(language: $language) {\n      pages {\n        terms\n        privacy\n      }\n    }\n  }\n": types.LegalPagesDocument,
    "\n  query ProfileAccount {\n    me {\n      id\n      email\n      emailVerified\n      twoFactorEnabled\n      ...AccountDetails\n    }\n  }\n": types.ProfileAccountDocument,
    "\n  query ProfileOrders($status: OrderStatus, $page: PageInput) {\n    myOrders(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...MyOrderRow\n      }\n    }\n  }\n": types.ProfileOrdersDocument,
    "\n  fragment AccountDetails on Account {\n    id\n    fullName\n    email\n    phone\n    language\n    createdAt\n  }\n": types.AccountDetailsFragmentDoc,
    "\n  fragment MyOrderRow on Order {\n    id\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    trackingNumber\n    status\n    onHold\n    unreadMessages\n    createdAt\n    totalAmount\n    currency\n  }\n": types.MyOrderRowFragmentDoc,
    "\n  fragment SavedPersonFields on SavedPerson {\n    id\n    kind\n    fullNameAr\n    fullNameLatin\n    relation\n    fatherName\n    motherName\n    birthDate\n    birthPlace\n    nationalNumber\n    updatedAt\n  }\n": types.SavedPersonFieldsFragmentDoc,
    "\n  query MySavedPeople {\n    mySavedPeople {\n      id\n      ...SavedPersonFields\n    }\n  }\n": types.MySavedPeopleDocument,
    "\n  mutation CreateSavedPerson($input: SavedPersonInput!) {\n    createSavedPerson(input: $input) {\n      id\n      ...SavedPersonFields\n    }\n  }\n": types.CreateSavedPersonDocument,
    "\n  mutation UpdateSavedPerson($id: Int!, $input: SavedPersonInput!) {\n    updateSavedPerson(id: $id, input: $input) {\n      id\n      ...SavedPersonFields\n    }\n  }\n": types.UpdateSavedPersonDocument,
    "\n  mutation DeleteSavedPerson($id: Int!) {\n    deleteSavedPerson(id: $id)\n  }\n": types.DeleteSavedPersonDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      ...AuthSession\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": types.LogoutEverywhereDocument,
    "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrSvg\n    }\n  }\n": types.StartTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n": types.ConfirmTwoFactorSetupDocument,
    "\n  mutation DisableTwoFactor($password: String!) {\n    disableTwoFactor(password: $password)\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      phone\n      language\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ServiceCard on Service {\n    id\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n    priceUsd\n    estimatedDays\n    imageUrl\n  }\n": types.ServiceCardFragmentDoc,
    "\n  query PublicServices {\n    services {\n      id\n      ...ServiceCard\n    }\n  }\n": types.PublicServicesDocument,
    "\n  fragment TrackResult on TrackedOrder {\n    trackingNumber\n    orderNumber\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    status\n    waitingForClient\n    totalAmount\n    currency\n    createdAt\n    invoiceUrl\n    ...TrackingTimeline\n  }\n": types.TrackResultFragmentDoc,
    "\n  query TrackOrder($trackingNumber: String!) {\n    trackOrder(trackingNumber: $trackingNumber) {\n      trackingNumber\n      ...TrackResult\n    }\n  }\n": types.TrackOrderDocument,
    "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) {\n      code\n      ...VerifiedDocumentCard\n    }\n  }\n": types.VerifyDocumentDocument,
    "\n  fragment VerifiedDocumentCard on VerifiedDocument {\n    issuer\n    kind\n    number\n    code\n    issuedAt\n    amount\n    currency\n    status\n    paidAt\n  }\n": types.VerifiedDocumentCardFragmentDoc,
    "\n  query CachedMe {\n    me {\n      id\n      email\n    }\n  }\n": types.CachedMeDocument,
    "\n  fragment DocumentSlotFields on DocumentSlot {\n    requirementId\n    state\n    rejectionReason\n    requirement {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      originalByPost\n    }\n    versions {\n      id\n      status\n      issuedOn\n      reviewReason\n      reviewedByName\n      reviewedAt\n      uploadedByName\n      createdAt\n      file {\n        ...OrderFileRow\n      }\n    }\n  }\n": types.DocumentSlotFieldsFragmentDoc,
    "\n  query OrderDocumentSlots($orderId: Int!) {\n    orderDocuments(orderId: $orderId) {\n      ...DocumentSlotFields\n    }\n    documentRejectionReasons {\n      ar\n      tr\n      en\n    }\n  }\n": types.OrderDocumentSlotsDocument,
    "\n  mutation UploadOrderDocument($orderId: Int!, $requirementId: Int!, $file: FileUpload!, $issuedOn: String) {\n    uploadOrderDocument(orderId: $orderId, requirementId: $requirementId, file: $file, issuedOn: $issuedOn) {\n      ...DocumentSlotFields\n    }\n  }\n": types.UploadOrderDocumentDocument,
    "\n    query Keys($partnerId: Int) {\n      apiKeys(partnerId: $partnerId) {\n        id\n      }\n    }\n  ": types.KeysDocument,
    "\n        fragment K on ApiKey {\n          id\n        }\n      ": types.KFragmentDoc,
    "\n  fragment OrderFileReceiptState on OrderFile {\n    id\n    receiptStatus\n    receiptReason\n    receiptReviewedAt\n  }\n": types.OrderFileReceiptStateFragmentDoc,
    "\n  fragment OrderFileRow on OrderFile {\n    id\n    kind\n    originalName\n    mimeType\n    sizeBytes\n    createdAt\n    downloadUrl\n  }\n": types.OrderFileRowFragmentDoc,
    "\n  fragment AuthSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    user {\n      id\n      email\n      fullName\n      phone\n      role\n      isAdmin\n      emailVerified\n      language\n      createdAt\n    }\n  }\n": types.AuthSessionFragmentDoc,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.LogoutDocument,
    "\n  fragment HeaderBrand on PublicConfig {\n    site {\n      name\n      logoUrl\n    }\n  }\n": types.HeaderBrandFragmentDoc,
    "\n  fragment FooterOffice on PublicConfig {\n    site {\n      description\n    }\n    contact {\n      phone\n      whatsapp\n      email\n      address\n      workingHours\n    }\n  }\n": types.FooterOfficeFragmentDoc,
    "\n  query SiteConfig($language: Language!) {\n    publicConfig(language: $language) {\n      passwordMinLength\n      requireEmailVerification\n      site {\n        name\n        faviconUrl\n        primaryColor\n        secondaryColor\n      }\n      languages {\n        defaultLanguage\n        enabledLanguages\n      }\n      ...HeaderBrand\n      ...FooterOffice\n    }\n  }\n": types.SiteConfigDocument,
    "\n  subscription TestOrderLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        status\n      }\n    }\n  }\n": types.TestOrderLiveDocument,
    "\n  query TestOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n": types.TestOrderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderUnreadMessages {\n    me {\n      id\n      unreadMessages\n    }\n  }\n"): (typeof documents)["\n  query HeaderUnreadMessages {\n    me {\n      id\n      unreadMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAnswers on Order {\n    id\n    answers {\n      key\n      type\n      labelAr\n      labelTr\n      labelEn\n      value\n      valueLabelAr\n      valueLabelTr\n      valueLabelEn\n    }\n  }\n"): (typeof documents)["\n  fragment OrderAnswers on Order {\n    id\n    answers {\n      key\n      type\n      labelAr\n      labelTr\n      labelEn\n      value\n      valueLabelAr\n      valueLabelTr\n      valueLabelEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackingTimeline on TrackedOrder {\n    status\n    history {\n      status\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment TrackingTimeline on TrackedOrder {\n    status\n    history {\n      status\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification {\n    resendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation ResendVerification {\n    resendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderMessageItem on OrderMessage {\n    id\n    orderId\n    authorName\n    fromOffice\n    mine\n    body\n    createdAt\n    readByOtherSide\n    files {\n      id\n      originalName\n      sizeBytes\n      downloadUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OrderMessageItem on OrderMessage {\n    id\n    orderId\n    authorName\n    fromOffice\n    mine\n    body\n    createdAt\n    readByOtherSide\n    files {\n      id\n      originalName\n      sizeBytes\n      downloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderMessages($orderId: Int!, $page: PageInput) {\n    orderMessages(orderId: $orderId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...OrderMessageItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderMessages($orderId: Int!, $page: PageInput) {\n    orderMessages(orderId: $orderId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...OrderMessageItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOrderMessage($orderId: Int!, $body: String, $files: [FileUpload!]) {\n    sendOrderMessage(orderId: $orderId, body: $body, files: $files) {\n      ...OrderMessageItem\n    }\n  }\n"): (typeof documents)["\n  mutation SendOrderMessage($orderId: Int!, $body: String, $files: [FileUpload!]) {\n    sendOrderMessage(orderId: $orderId, body: $body, files: $files) {\n      ...OrderMessageItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderMessagesRead($orderId: Int!) {\n    markOrderMessagesRead(orderId: $orderId) {\n      orderId\n      readAt\n      unreadMessages\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderMessagesRead($orderId: Int!) {\n    markOrderMessagesRead(orderId: $orderId) {\n      orderId\n      readAt\n      unreadMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($actorId: Int, $action: String, $from: String, $to: String, $page: PageInput) {\n    auditLog(actorId: $actorId, action: $action, from: $from, to: $to, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        actorId\n        actorName\n        actorEmail\n        action\n        entityType\n        entityId\n        ip\n        createdAt\n        changes {\n          field\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($actorId: Int, $action: String, $from: String, $to: String, $page: PageInput) {\n    auditLog(actorId: $actorId, action: $action, from: $from, to: $to, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        actorId\n        actorName\n        actorEmail\n        action\n        entityType\n        entityId\n        ip\n        createdAt\n        changes {\n          field\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditFilterChoices {\n    auditActions\n    assignableUsers {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query AuditFilterChoices {\n    auditActions\n    assignableUsers {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Backups {\n    backups {\n      id\n      ...BackupRow\n    }\n  }\n"): (typeof documents)["\n  query Backups {\n    backups {\n      id\n      ...BackupRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackupRow on Backup {\n    id\n    fileName\n    sizeBytes\n    status\n    failureReason\n    trigger\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BackupRow on Backup {\n    id\n    fileName\n    sizeBytes\n    status\n    failureReason\n    trigger\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBackup {\n    createBackup {\n      backup {\n        id\n        ...BackupRow\n      }\n      prunedIds\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBackup {\n    createBackup {\n      backup {\n        id\n        ...BackupRow\n      }\n      prunedIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBackup($id: Int!) {\n    deleteBackup(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBackup($id: Int!) {\n    deleteBackup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreBackup($id: Int!) {\n    restoreBackup(id: $id) {\n      restoredAt\n      tables\n      rows\n      files\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreBackup($id: Int!) {\n    restoreBackup(id: $id) {\n      restoredAt\n      tables\n      rows\n      files\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishableRatings {\n    publishableRatings {\n      id\n      orderNumber\n      stars\n      comment\n      clientFirstName\n      serviceName\n      serviceNameTr\n      serviceNameEn\n      featuredAt\n    }\n  }\n"): (typeof documents)["\n  query PublishableRatings {\n    publishableRatings {\n      id\n      orderNumber\n      stars\n      comment\n      clientFirstName\n      serviceName\n      serviceNameTr\n      serviceNameEn\n      featuredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCms($language: Language!) {\n    cms(language: $language) {\n      ...AdminCmsContent\n    }\n  }\n"): (typeof documents)["\n  query AdminCms($language: Language!) {\n    cms(language: $language) {\n      ...AdminCmsContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsPublicContent($language: Language!) {\n    siteContent(language: $language) {\n      ...AdminCmsContent\n    }\n  }\n"): (typeof documents)["\n  query CmsPublicContent($language: Language!) {\n    siteContent(language: $language) {\n      ...AdminCmsContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsPublicBrand($language: Language!) {\n    publicConfig(language: $language) {\n      site {\n        name\n        description\n        logoUrl\n        faviconUrl\n        primaryColor\n        secondaryColor\n      }\n      contact {\n        phone\n        whatsapp\n        email\n        address\n        workingHours\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsPublicBrand($language: Language!) {\n    publicConfig(language: $language) {\n      site {\n        name\n        description\n        logoUrl\n        faviconUrl\n        primaryColor\n        secondaryColor\n      }\n      contact {\n        phone\n        whatsapp\n        email\n        address\n        workingHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCmsContent on CmsContent {\n    home {\n      heroTitle\n      heroSubtitle\n      heroDescription\n      aboutTitle\n      aboutDescription\n      stats {\n        value\n        label\n      }\n      whyUsTitle\n      whyUs {\n        title\n        text\n      }\n      servicesTitle\n      servicesSubtitle\n      stepsTitle\n      steps {\n        title\n        text\n      }\n      testimonialsTitle\n      testimonials {\n        name\n        place\n        text\n        rating\n      }\n      ctaTitle\n      ctaText\n    }\n    about {\n      title\n      description\n      mission\n      vision\n      yearsExperience\n      teamSize\n    }\n    contact {\n      phone\n      whatsapp\n      email\n      address\n      workingHours\n    }\n    settings {\n      siteName\n      siteDescription\n      logoUrl\n      faviconUrl\n      primaryColor\n      secondaryColor\n    }\n    pages {\n      terms\n      privacy\n    }\n  }\n"): (typeof documents)["\n  fragment AdminCmsContent on CmsContent {\n    home {\n      heroTitle\n      heroSubtitle\n      heroDescription\n      aboutTitle\n      aboutDescription\n      stats {\n        value\n        label\n      }\n      whyUsTitle\n      whyUs {\n        title\n        text\n      }\n      servicesTitle\n      servicesSubtitle\n      stepsTitle\n      steps {\n        title\n        text\n      }\n      testimonialsTitle\n      testimonials {\n        name\n        place\n        text\n        rating\n      }\n      ctaTitle\n      ctaText\n    }\n    about {\n      title\n      description\n      mission\n      vision\n      yearsExperience\n      teamSize\n    }\n    contact {\n      phone\n      whatsapp\n      email\n      address\n      workingHours\n    }\n    settings {\n      siteName\n      siteDescription\n      logoUrl\n      faviconUrl\n      primaryColor\n      secondaryColor\n    }\n    pages {\n      terms\n      privacy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRatingToTestimonials($id: Int!) {\n    addRatingToTestimonials(id: $id) {\n      id\n      featuredAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddRatingToTestimonials($id: Int!) {\n    addRatingToTestimonials(id: $id) {\n      id\n      featuredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadLogo($file: FileUpload!) {\n    uploadLogo(file: $file) {\n      ...AdminCmsContent\n    }\n  }\n"): (typeof documents)["\n  mutation UploadLogo($file: FileUpload!) {\n    uploadLogo(file: $file) {\n      ...AdminCmsContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadFavicon($file: FileUpload!) {\n    uploadFavicon(file: $file) {\n      ...AdminCmsContent\n    }\n  }\n"): (typeof documents)["\n  mutation UploadFavicon($file: FileUpload!) {\n    uploadFavicon(file: $file) {\n      ...AdminCmsContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveLogo {\n    removeLogo {\n      ...AdminCmsContent\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveLogo {\n    removeLogo {\n      ...AdminCmsContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavicon {\n    removeFavicon {\n      ...AdminCmsContent\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavicon {\n    removeFavicon {\n      ...AdminCmsContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCms($input: CmsInput!, $language: Language!) {\n    updateCms(input: $input, language: $language) {\n      ...AdminCmsContent\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCms($input: CmsInput!, $language: Language!) {\n    updateCms(input: $input, language: $language) {\n      ...AdminCmsContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($days: Int!) {\n    dashboard(days: $days) {\n      periodDays\n      ...DashboardStatCards\n      ...DashboardMonthly\n      ...DashboardStatus\n      ...DashboardTopServices\n      ...DashboardLatestOrders\n      ...DashboardDue\n      ...DashboardRatings\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($days: Int!) {\n    dashboard(days: $days) {\n      periodDays\n      ...DashboardStatCards\n      ...DashboardMonthly\n      ...DashboardStatus\n      ...DashboardTopServices\n      ...DashboardLatestOrders\n      ...DashboardDue\n      ...DashboardRatings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardDue on Dashboard {\n    due {\n      overdue\n      soon\n      overdueByAssignee {\n        assigneeId\n        assigneeName\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardDue on Dashboard {\n    due {\n      overdue\n      soon\n      overdueByAssignee {\n        assigneeId\n        assigneeName\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardLatestOrders on Dashboard {\n    latestOrders {\n      id\n      orderNumber\n      fullName\n      serviceName\n      serviceNameTr\n      serviceNameEn\n      totalAmount\n      currency\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardLatestOrders on Dashboard {\n    latestOrders {\n      id\n      orderNumber\n      fullName\n      serviceName\n      serviceNameTr\n      serviceNameEn\n      totalAmount\n      currency\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardMonthly on Dashboard {\n    ordersByMonth {\n      month\n      orders\n      revenue\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardMonthly on Dashboard {\n    ordersByMonth {\n      month\n      orders\n      revenue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardRatings on Dashboard {\n    ratings {\n      count\n      average\n      byService {\n        serviceId\n        name\n        nameTr\n        nameEn\n        count\n        average\n      }\n      byAssignee {\n        assigneeId\n        assigneeName\n        count\n        average\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardRatings on Dashboard {\n    ratings {\n      count\n      average\n      byService {\n        serviceId\n        name\n        nameTr\n        nameEn\n        count\n        average\n      }\n      byAssignee {\n        assigneeId\n        assigneeName\n        count\n        average\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardStatCards on Dashboard {\n    periodDays\n    totals {\n      orders {\n        total\n        current\n        changePercent\n      }\n      users {\n        total\n        current\n        changePercent\n      }\n      revenue {\n        total\n        current\n        changePercent\n        currency\n        byCurrency {\n          currency\n          amount\n          amountTry\n        }\n      }\n      activeServices {\n        total\n        current\n        changePercent\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardStatCards on Dashboard {\n    periodDays\n    totals {\n      orders {\n        total\n        current\n        changePercent\n      }\n      users {\n        total\n        current\n        changePercent\n      }\n      revenue {\n        total\n        current\n        changePercent\n        currency\n        byCurrency {\n          currency\n          amount\n          amountTry\n        }\n      }\n      activeServices {\n        total\n        current\n        changePercent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardStatus on Dashboard {\n    statusDistribution {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardStatus on Dashboard {\n    statusDistribution {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardTopServices on Dashboard {\n    topServices {\n      serviceId\n      name\n      nameTr\n      nameEn\n      ordersCount\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardTopServices on Dashboard {\n    topServices {\n      serviceId\n      name\n      nameTr\n      nameEn\n      ordersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($status: OrderStatus, $search: String, $due: DueState, $assignee: String, $page: PageInput) {\n    adminOrders(status: $status, search: $search, due: $due, assignee: $assignee, page: $page) {\n      total\n      page\n      pageSize\n      statusCounts {\n        status\n        count\n      }\n      items {\n        id\n        ...AdminOrderRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($status: OrderStatus, $search: String, $due: DueState, $assignee: String, $page: PageInput) {\n    adminOrders(status: $status, search: $search, due: $due, assignee: $assignee, page: $page) {\n      total\n      page\n      pageSize\n      statusCounts {\n        status\n        count\n      }\n      items {\n        id\n        ...AdminOrderRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderDetails($id: Int!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderDetails($id: Int!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminOrderLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        ...AdminOrderDetails\n      }\n      message {\n        ...OrderMessageItem\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminOrderLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        ...AdminOrderDetails\n      }\n      message {\n        ...OrderMessageItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminAssigneePanel on Order {\n    id\n    assignee {\n      id\n      fullName\n    }\n    assignments {\n      id\n      assigneeId\n      assigneeName\n      assignedByName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminAssigneePanel on Order {\n    id\n    assignee {\n      id\n      fullName\n    }\n    assignments {\n      id\n      assigneeId\n      assigneeName\n      assignedByName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignableUsers {\n    assignableUsers {\n      id\n      fullName\n      role\n    }\n  }\n"): (typeof documents)["\n  query AssignableUsers {\n    assignableUsers {\n      id\n      fullName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHoldPanel on Order {\n    id\n    status\n    onHold\n    openHold {\n      id\n      request\n      requestedByName\n      createdAt\n    }\n    holds {\n      id\n      request\n      requestedByName\n      createdAt\n      answer\n      answeredAt\n      resumedByName\n      closedAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminHoldPanel on Order {\n    id\n    status\n    onHold\n    openHold {\n      id\n      request\n      requestedByName\n      createdAt\n    }\n    holds {\n      id\n      request\n      requestedByName\n      createdAt\n      answer\n      answeredAt\n      resumedByName\n      closedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderDetails on Order {\n    id\n    unreadMessages\n    orderNumber\n    trackingNumber\n    status\n    onHold\n    dueAt\n    dueState\n    allowedNextStatuses\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    totalAmount\n    currency\n    paymentMethod\n    notes\n    fullName\n    email\n    phone\n    address\n    nationalId\n    applicant {\n      kind\n      fullNameAr\n      fullNameLatin\n      relation\n      fatherName\n      motherName\n      birthDate\n      birthPlace\n      nationalNumber\n    }\n    createdAt\n    updatedAt\n    ...OrderAnswers\n    files {\n      id\n      kind\n      originalName\n      mimeType\n      sizeBytes\n      createdAt\n      downloadUrl\n    }\n    history {\n      id\n      fromStatus\n      toStatus\n      note\n      changedByName\n      createdAt\n    }\n    ...AdminPaymentsPanel\n    ...AdminHoldPanel\n    ...AdminResultsPanel\n    ...AdminAssigneePanel\n  }\n"): (typeof documents)["\n  fragment AdminOrderDetails on Order {\n    id\n    unreadMessages\n    orderNumber\n    trackingNumber\n    status\n    onHold\n    dueAt\n    dueState\n    allowedNextStatuses\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    totalAmount\n    currency\n    paymentMethod\n    notes\n    fullName\n    email\n    phone\n    address\n    nationalId\n    applicant {\n      kind\n      fullNameAr\n      fullNameLatin\n      relation\n      fatherName\n      motherName\n      birthDate\n      birthPlace\n      nationalNumber\n    }\n    createdAt\n    updatedAt\n    ...OrderAnswers\n    files {\n      id\n      kind\n      originalName\n      mimeType\n      sizeBytes\n      createdAt\n      downloadUrl\n    }\n    history {\n      id\n      fromStatus\n      toStatus\n      note\n      changedByName\n      createdAt\n    }\n    ...AdminPaymentsPanel\n    ...AdminHoldPanel\n    ...AdminResultsPanel\n    ...AdminAssigneePanel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    fullName\n    phone\n    applicant {\n      kind\n      fullNameAr\n      relation\n    }\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    totalAmount\n    currency\n    status\n    onHold\n    unreadMessages\n    dueAt\n    dueState\n    createdAt\n    assignee {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    fullName\n    phone\n    applicant {\n      kind\n      fullNameAr\n      relation\n    }\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    totalAmount\n    currency\n    status\n    onHold\n    unreadMessages\n    dueAt\n    dueState\n    createdAt\n    assignee {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPaymentsPanel on Order {\n    id\n    status\n    currency\n    amountDue\n    amountPaid\n    balance\n    paymentStatus\n    paymentWaivedReason\n    paymentWaivedAt\n    payments {\n      id\n      amount\n      currency\n      method\n      reference\n      paidAt\n      orderAmount\n      refundReason\n      note\n      receiptFileId\n      recordedByName\n      receiptUrl\n    }\n    files {\n      id\n      kind\n      originalName\n      mimeType\n      downloadUrl\n      createdAt\n      receiptStatus\n      receiptReason\n      receiptReviewedAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminPaymentsPanel on Order {\n    id\n    status\n    currency\n    amountDue\n    amountPaid\n    balance\n    paymentStatus\n    paymentWaivedReason\n    paymentWaivedAt\n    payments {\n      id\n      amount\n      currency\n      method\n      reference\n      paidAt\n      orderAmount\n      refundReason\n      note\n      receiptFileId\n      recordedByName\n      receiptUrl\n    }\n    files {\n      id\n      kind\n      originalName\n      mimeType\n      downloadUrl\n      createdAt\n      receiptStatus\n      receiptReason\n      receiptReviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderResult on OrderResult {\n    id\n    note\n    carrier\n    courierTrackingNumber\n    createdByName\n    createdAt\n    files {\n      id\n      originalName\n      downloadUrl\n      firstDownloadedAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderResult on OrderResult {\n    id\n    note\n    carrier\n    courierTrackingNumber\n    createdByName\n    createdAt\n    files {\n      id\n      originalName\n      downloadUrl\n      firstDownloadedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminResultsPanel on Order {\n    id\n    status\n    service {\n      id\n      deliversResult\n    }\n    results {\n      id\n      ...AdminOrderResult\n    }\n  }\n"): (typeof documents)["\n  fragment AdminResultsPanel on Order {\n    id\n    status\n    service {\n      id\n      deliversResult\n    }\n    results {\n      id\n      ...AdminOrderResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderNotes($orderId: Int!) {\n    orderNotes(orderId: $orderId) {\n      id\n      orderId\n      body\n      authorName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query OrderNotes($orderId: Int!) {\n    orderNotes(orderId: $orderId) {\n      id\n      orderId\n      body\n      authorName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderNote($orderId: Int!, $body: String!) {\n    addOrderNote(orderId: $orderId, body: $body) {\n      id\n      orderId\n      body\n      authorName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderNote($orderId: Int!, $body: String!) {\n    addOrderNote(orderId: $orderId, body: $body) {\n      id\n      orderId\n      body\n      authorName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderResult($orderId: Int!, $input: AddResultInput!, $file: FileUpload) {\n    addOrderResult(orderId: $orderId, input: $input, file: $file) {\n      id\n      ...AdminOrderResult\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderResult($orderId: Int!, $input: AddResultInput!, $file: FileUpload) {\n    addOrderResult(orderId: $orderId, input: $input, file: $file) {\n      id\n      ...AdminOrderResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignOrder($orderId: Int!, $userId: Int) {\n    assignOrder(orderId: $orderId, userId: $userId) {\n      id\n      ...AdminOrderRow\n      ...AdminAssigneePanel\n    }\n  }\n"): (typeof documents)["\n  mutation AssignOrder($orderId: Int!, $userId: Int) {\n    assignOrder(orderId: $orderId, userId: $userId) {\n      id\n      ...AdminOrderRow\n      ...AdminAssigneePanel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $note: String, $waiveDocumentsReason: String) {\n    changeOrderStatus(id: $id, status: $status, note: $note, waiveDocumentsReason: $waiveDocumentsReason) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $note: String, $waiveDocumentsReason: String) {\n    changeOrderStatus(id: $id, status: $status, note: $note, waiveDocumentsReason: $waiveDocumentsReason) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldOrder($orderId: Int!, $request: String!) {\n    holdOrder(orderId: $orderId, request: $request) {\n      id\n      ...AdminOrderRow\n      ...AdminHoldPanel\n    }\n  }\n"): (typeof documents)["\n  mutation HoldOrder($orderId: Int!, $request: String!) {\n    holdOrder(orderId: $orderId, request: $request) {\n      id\n      ...AdminOrderRow\n      ...AdminHoldPanel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOrderPayment(\n    $orderId: Int!\n    $amount: Decimal!\n    $currency: Currency!\n    $reference: String\n    $paidAt: DateTime\n    $note: String\n    $refundReason: String\n    $confirmOverpayment: Boolean\n  ) {\n    recordOrderPayment(\n      orderId: $orderId\n      amount: $amount\n      currency: $currency\n      reference: $reference\n      paidAt: $paidAt\n      note: $note\n      refundReason: $refundReason\n      confirmOverpayment: $confirmOverpayment\n    ) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOrderPayment(\n    $orderId: Int!\n    $amount: Decimal!\n    $currency: Currency!\n    $reference: String\n    $paidAt: DateTime\n    $note: String\n    $refundReason: String\n    $confirmOverpayment: Boolean\n  ) {\n    recordOrderPayment(\n      orderId: $orderId\n      amount: $amount\n      currency: $currency\n      reference: $reference\n      paidAt: $paidAt\n      note: $note\n      refundReason: $refundReason\n      confirmOverpayment: $confirmOverpayment\n    ) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeOrder($orderId: Int!) {\n    resumeOrder(orderId: $orderId) {\n      id\n      ...AdminOrderRow\n      ...AdminHoldPanel\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeOrder($orderId: Int!) {\n    resumeOrder(orderId: $orderId) {\n      id\n      ...AdminOrderRow\n      ...AdminHoldPanel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewOrderDocument($orderId: Int!, $documentId: Int!, $decision: String!, $reason: String) {\n    reviewOrderDocument(orderId: $orderId, documentId: $documentId, decision: $decision, reason: $reason) {\n      ...DocumentSlotFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewOrderDocument($orderId: Int!, $documentId: Int!, $decision: String!, $reason: String) {\n    reviewOrderDocument(orderId: $orderId, documentId: $documentId, decision: $decision, reason: $reason) {\n      ...DocumentSlotFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewOrderReceipt(\n    $orderId: Int!\n    $fileId: Int!\n    $decision: String!\n    $amount: Decimal\n    $currency: Currency\n    $reference: String\n    $paidAt: DateTime\n    $reason: String\n  ) {\n    reviewOrderReceipt(\n      orderId: $orderId\n      fileId: $fileId\n      decision: $decision\n      amount: $amount\n      currency: $currency\n      reference: $reference\n      paidAt: $paidAt\n      reason: $reason\n    ) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewOrderReceipt(\n    $orderId: Int!\n    $fileId: Int!\n    $decision: String!\n    $amount: Decimal\n    $currency: Currency\n    $reference: String\n    $paidAt: DateTime\n    $reason: String\n  ) {\n    reviewOrderReceipt(\n      orderId: $orderId\n      fileId: $fileId\n      decision: $decision\n      amount: $amount\n      currency: $currency\n      reference: $reference\n      paidAt: $paidAt\n      reason: $reason\n    ) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaiveOrderPayment($orderId: Int!, $reason: String!) {\n    waiveOrderPayment(orderId: $orderId, reason: $reason) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"): (typeof documents)["\n  mutation WaiveOrderPayment($orderId: Int!, $reason: String!) {\n    waiveOrderPayment(orderId: $orderId, reason: $reason) {\n      id\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPartners($page: PageInput) {\n    users(role: partner, page: $page) {\n      total\n      items {\n        id\n        fullName\n        email\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPartners($page: PageInput) {\n    users(role: partner, page: $page) {\n      total\n      items {\n        id\n        fullName\n        email\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerIntegration($partnerId: Int!) {\n    apiKeys(partnerId: $partnerId) {\n      id\n      ...PartnerApiKey\n    }\n    webhookEndpoints(ownerId: $partnerId) {\n      id\n      ...PartnerWebhook\n    }\n  }\n"): (typeof documents)["\n  query PartnerIntegration($partnerId: Int!) {\n    apiKeys(partnerId: $partnerId) {\n      id\n      ...PartnerApiKey\n    }\n    webhookEndpoints(ownerId: $partnerId) {\n      id\n      ...PartnerWebhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($id: Int!) {\n    webhookDeliveries(id: $id) {\n      id\n      ...PartnerDelivery\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($id: Int!) {\n    webhookDeliveries(id: $id) {\n      id\n      ...PartnerDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerApiKey on ApiKey {\n    id\n    partnerId\n    name\n    prefix\n    scopes\n    allowedIps\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PartnerApiKey on ApiKey {\n    id\n    partnerId\n    name\n    prefix\n    scopes\n    allowedIps\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerWebhook on WebhookEndpoint {\n    id\n    ownerId\n    url\n    events\n    enabled\n    disabledAt\n    disabledReason\n    consecutiveFailures\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PartnerWebhook on WebhookEndpoint {\n    id\n    ownerId\n    url\n    events\n    enabled\n    disabledAt\n    disabledReason\n    consecutiveFailures\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerDelivery on WebhookDelivery {\n    id\n    endpointId\n    eventType\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n  }\n"): (typeof documents)["\n  fragment PartnerDelivery on WebhookDelivery {\n    id\n    endpointId\n    eventType\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        ...PartnerApiKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        ...PartnerApiKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($url: String!, $events: [String!]!, $ownerId: Int) {\n    createWebhookEndpoint(url: $url, events: $events, ownerId: $ownerId) {\n      secret\n      endpoint {\n        id\n        ...PartnerWebhook\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($url: String!, $events: [String!]!, $ownerId: Int) {\n    createWebhookEndpoint(url: $url, events: $events, ownerId: $ownerId) {\n      secret\n      endpoint {\n        id\n        ...PartnerWebhook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: Int!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: Int!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableWebhook($id: Int!) {\n    enableWebhookEndpoint(id: $id) {\n      id\n      ...PartnerWebhook\n    }\n  }\n"): (typeof documents)["\n  mutation EnableWebhook($id: Int!) {\n    enableWebhookEndpoint(id: $id) {\n      id\n      ...PartnerWebhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplayDelivery($id: Int!, $deliveryId: Int!) {\n    replayWebhookDelivery(id: $id, deliveryId: $deliveryId) {\n      id\n      ...PartnerDelivery\n    }\n  }\n"): (typeof documents)["\n  mutation ReplayDelivery($id: Int!, $deliveryId: Int!) {\n    replayWebhookDelivery(id: $id, deliveryId: $deliveryId) {\n      id\n      ...PartnerDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServices($search: String, $category: ServiceCategory, $page: PageInput) {\n    adminServices(search: $search, category: $category, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...AdminService\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminServices($search: String, $category: ServiceCategory, $page: PageInput) {\n    adminServices(search: $search, category: $category, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...AdminService\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminService on Service {\n    id\n    nameAr\n    nameTr\n    nameEn\n    descriptionAr\n    descriptionTr\n    descriptionEn\n    category\n    priceTry\n    priceUsd\n    estimatedDays\n    imageUrl\n    isActive\n    deliversResult\n    intakeQuestions {\n      key\n      type\n      required\n      labelAr\n      labelTr\n      labelEn\n      helpAr\n      helpTr\n      helpEn\n      minLength\n      maxLength\n      pattern\n      minDate\n      maxDate\n      minNumber\n      maxNumber\n      options {\n        value\n        labelAr\n        labelTr\n        labelEn\n      }\n    }\n    requiredDocuments {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      originalByPost\n      onlyForSomeoneElse\n    }\n  }\n"): (typeof documents)["\n  fragment AdminService on Service {\n    id\n    nameAr\n    nameTr\n    nameEn\n    descriptionAr\n    descriptionTr\n    descriptionEn\n    category\n    priceTry\n    priceUsd\n    estimatedDays\n    imageUrl\n    isActive\n    deliversResult\n    intakeQuestions {\n      key\n      type\n      required\n      labelAr\n      labelTr\n      labelEn\n      helpAr\n      helpTr\n      helpEn\n      minLength\n      maxLength\n      pattern\n      minDate\n      maxDate\n      minNumber\n      maxNumber\n      options {\n        value\n        labelAr\n        labelTr\n        labelEn\n      }\n    }\n    requiredDocuments {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      originalByPost\n      onlyForSomeoneElse\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteService($id: Int!) {\n    deleteService(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteService($id: Int!) {\n    deleteService(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      id\n      ...AdminService\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      id\n      ...AdminService\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {\n    updateService(id: $id, input: $input) {\n      id\n      ...AdminService\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {\n    updateService(id: $id, input: $input) {\n      id\n      ...AdminService\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadServiceImage($id: Int!, $file: FileUpload!) {\n    uploadServiceImage(id: $id, file: $file) {\n      id\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UploadServiceImage($id: Int!, $file: FileUpload!) {\n    uploadServiceImage(id: $id, file: $file) {\n      id\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveServiceImage($id: Int!) {\n    removeServiceImage(id: $id) {\n      id\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveServiceImage($id: Int!) {\n    removeServiceImage(id: $id) {\n      id\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleService($id: Int!, $isActive: Boolean!) {\n    updateService(id: $id, input: { isActive: $isActive }) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleService($id: Int!, $isActive: Boolean!) {\n    updateService(id: $id, input: { isActive: $isActive }) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OrderPagePayment {\n        publicConfig {\n          payment {\n            bankName\n            accountHolder\n            ibanTry\n            ibanUsd\n            swiftCode\n            syriatelCashNumber\n            mtnCashNumber\n            acceptedMethods\n          }\n        }\n      }\n    "): (typeof documents)["\n      query OrderPagePayment {\n        publicConfig {\n          payment {\n            bankName\n            accountHolder\n            ibanTry\n            ibanUsd\n            swiftCode\n            syriatelCashNumber\n            mtnCashNumber\n            acceptedMethods\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    settings {\n      ...AdminSettings\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    settings {\n      ...AdminSettings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExchangeRateRow on ExchangeRate {\n    id\n    currency\n    perTry\n    tryPerUnit\n    setByName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ExchangeRateRow on ExchangeRate {\n    id\n    currency\n    perTry\n    tryPerUnit\n    setByName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExchangeRates {\n    exchangeRates {\n      ...ExchangeRateRow\n    }\n  }\n"): (typeof documents)["\n  query ExchangeRates {\n    exchangeRates {\n      ...ExchangeRateRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExchangeRateHistory($page: PageInput) {\n    exchangeRateHistory(page: $page) {\n      items {\n        ...ExchangeRateRow\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query ExchangeRateHistory($page: PageInput) {\n    exchangeRateHistory(page: $page) {\n      items {\n        ...ExchangeRateRow\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      ...ExchangeRateRow\n    }\n  }\n"): (typeof documents)["\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      ...ExchangeRateRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSettings on SystemSettings {\n    payment {\n      bankName\n      accountHolder\n      ibanTry\n      ibanUsd\n      swiftCode\n      syriatelCashNumber\n      mtnCashNumber\n      acceptCash\n      reminderAfterDays\n      maxReminders\n      autoCancelAfterDays\n    }\n    notifications {\n      emailEnabled\n      notifyNewOrder\n      notifyPayment\n      notifyStatusChange\n      adminEmail\n    }\n    languages {\n      defaultLanguage\n      enabledLanguages\n    }\n    security {\n      twoFactorEnabled\n      sessionTimeout\n      maxLoginAttempts\n      passwordMinLength\n      requireEmailVerification\n    }\n    backup {\n      autoBackup\n      backupFrequency\n      backupTime\n      keepBackups\n    }\n    documents {\n      rejectionReasons {\n        ar\n        tr\n        en\n      }\n    }\n    calendar {\n      workingDays\n      holidays {\n        date\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminSettings on SystemSettings {\n    payment {\n      bankName\n      accountHolder\n      ibanTry\n      ibanUsd\n      swiftCode\n      syriatelCashNumber\n      mtnCashNumber\n      acceptCash\n      reminderAfterDays\n      maxReminders\n      autoCancelAfterDays\n    }\n    notifications {\n      emailEnabled\n      notifyNewOrder\n      notifyPayment\n      notifyStatusChange\n      adminEmail\n    }\n    languages {\n      defaultLanguage\n      enabledLanguages\n    }\n    security {\n      twoFactorEnabled\n      sessionTimeout\n      maxLoginAttempts\n      passwordMinLength\n      requireEmailVerification\n    }\n    backup {\n      autoBackup\n      backupFrequency\n      backupTime\n      keepBackups\n    }\n    documents {\n      rejectionReasons {\n        ar\n        tr\n        en\n      }\n    }\n    calendar {\n      workingDays\n      holidays {\n        date\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SidebarCounters on BackOfficeCounters {\n    ordersToday\n    processing\n    completed\n    newOrders\n    unreadMessages\n  }\n"): (typeof documents)["\n  fragment SidebarCounters on BackOfficeCounters {\n    ordersToday\n    processing\n    completed\n    newOrders\n    unreadMessages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationList on BackOfficeNotifications {\n    unseen\n    latest {\n      kind\n      at\n      orderId\n      orderNumber\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationList on BackOfficeNotifications {\n    unseen\n    latest {\n      kind\n      at\n      orderId\n      orderNumber\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackOfficeShell($since: DateTime) {\n    backOfficeCounters {\n      ...SidebarCounters\n    }\n    backOfficeNotifications(since: $since) {\n      ...NotificationList\n    }\n  }\n"): (typeof documents)["\n  query BackOfficeShell($since: DateTime) {\n    backOfficeCounters {\n      ...SidebarCounters\n    }\n    backOfficeNotifications(since: $since) {\n      ...NotificationList\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $role: Role, $page: PageInput) {\n    users(search: $search, role: $role, page: $page) {\n      total\n      page\n      pageSize\n      roleCounts {\n        all\n        admin\n        staff\n        client\n        partner\n      }\n      items {\n        id\n        ...AdminUser\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $role: Role, $page: PageInput) {\n    users(search: $search, role: $role, page: $page) {\n      total\n      page\n      pageSize\n      roleCounts {\n        all\n        admin\n        staff\n        client\n        partner\n      }\n      items {\n        id\n        ...AdminUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUser on User {\n    id\n    fullName\n    email\n    phone\n    role\n    language\n    isActive\n    twoFactorEnabled\n    createdAt\n    ordersCount\n  }\n"): (typeof documents)["\n  fragment AdminUser on User {\n    id\n    fullName\n    email\n    phone\n    role\n    language\n    isActive\n    twoFactorEnabled\n    createdAt\n    ordersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserTwoFactor($id: Int!) {\n    resetUserTwoFactor(id: $id) {\n      id\n      twoFactorEnabled\n    }\n  }\n"): (typeof documents)["\n  mutation ResetUserTwoFactor($id: Int!) {\n    resetUserTwoFactor(id: $id) {\n      id\n      twoFactorEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      ...AdminUser\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      ...AdminUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      ...AdminUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      ...AdminUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleUser($id: Int!, $isActive: Boolean!) {\n    updateUser(id: $id, input: { isActive: $isActive }) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleUser($id: Int!, $isActive: Boolean!) {\n    updateUser(id: $id, input: { isActive: $isActive }) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $remember: Boolean) {\n    login(email: $email, password: $password, remember: $remember) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!, $remember: Boolean) {\n    login(email: $email, password: $password, remember: $remember) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginTwoFactor($challengeToken: String!, $code: String!) {\n    loginTwoFactor(challengeToken: $challengeToken, code: $code) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation LoginTwoFactor($challengeToken: String!, $code: String!) {\n    loginTwoFactor(challengeToken: $challengeToken, code: $code) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactDetails on CmsContact {\n    phone\n    whatsapp\n    email\n    address\n    workingHours\n  }\n"): (typeof documents)["\n  fragment ContactDetails on CmsContact {\n    phone\n    whatsapp\n    email\n    address\n    workingHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage($language: Language!) {\n    publicConfig(language: $language) {\n      contact {\n        ...ContactDetails\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactPage($language: Language!) {\n    publicConfig(language: $language) {\n      contact {\n        ...ContactDetails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardService on Service {\n    id\n    category\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n    estimatedDays\n    intakeQuestions {\n      key\n      type\n      required\n      labelAr\n      labelTr\n      labelEn\n      helpAr\n      helpTr\n      helpEn\n      minLength\n      maxLength\n      pattern\n      minDate\n      maxDate\n      minNumber\n      maxNumber\n      options {\n        value\n        labelAr\n        labelTr\n        labelEn\n      }\n    }\n    requiredDocuments {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      onlyForSomeoneElse\n    }\n  }\n"): (typeof documents)["\n  fragment WizardService on Service {\n    id\n    category\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n    estimatedDays\n    intakeQuestions {\n      key\n      type\n      required\n      labelAr\n      labelTr\n      labelEn\n      helpAr\n      helpTr\n      helpEn\n      minLength\n      maxLength\n      pattern\n      minDate\n      maxDate\n      minNumber\n      maxNumber\n      options {\n        value\n        labelAr\n        labelTr\n        labelEn\n      }\n    }\n    requiredDocuments {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      onlyForSomeoneElse\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardServices {\n    services {\n      id\n      ...WizardService\n    }\n  }\n"): (typeof documents)["\n  query WizardServices {\n    services {\n      id\n      ...WizardService\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardPayment {\n    publicConfig {\n      payment {\n        acceptedMethods\n      }\n    }\n  }\n"): (typeof documents)["\n  query WizardPayment {\n    publicConfig {\n      payment {\n        acceptedMethods\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {\n    createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      ...MyOrderRow\n      files {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {\n    createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      ...MyOrderRow\n      files {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardAccount {\n    me {\n      id\n      fullName\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  query WizardAccount {\n    me {\n      id\n      fullName\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardSavedPerson on SavedPerson {\n    id\n    kind\n    fullNameAr\n    fullNameLatin\n    relation\n    fatherName\n    motherName\n    birthDate\n    birthPlace\n    nationalNumber\n  }\n"): (typeof documents)["\n  fragment WizardSavedPerson on SavedPerson {\n    id\n    kind\n    fullNameAr\n    fullNameLatin\n    relation\n    fatherName\n    motherName\n    birthDate\n    birthPlace\n    nationalNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardSavedPeople {\n    mySavedPeople {\n      id\n      ...WizardSavedPerson\n    }\n  }\n"): (typeof documents)["\n  query WizardSavedPeople {\n    mySavedPeople {\n      id\n      ...WizardSavedPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeAbout on CmsHome {\n    aboutTitle\n    aboutDescription\n  }\n"): (typeof documents)["\n  fragment HomeAbout on CmsHome {\n    aboutTitle\n    aboutDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeAboutFigures on CmsAbout {\n    yearsExperience\n    teamSize\n  }\n"): (typeof documents)["\n  fragment HomeAboutFigures on CmsAbout {\n    yearsExperience\n    teamSize\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeCta on CmsHome {\n    ctaTitle\n    ctaText\n  }\n"): (typeof documents)["\n  fragment HomeCta on CmsHome {\n    ctaTitle\n    ctaText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeHero on CmsHome {\n    heroTitle\n    heroSubtitle\n    heroDescription\n  }\n"): (typeof documents)["\n  fragment HomeHero on CmsHome {\n    heroTitle\n    heroSubtitle\n    heroDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($language: Language!) {\n    siteContent(language: $language) {\n      home {\n        ...HomeHero\n        ...HomeStats\n        ...HomeAbout\n        ...HomeWhyUs\n        ...HomeServices\n        ...HomeSteps\n        ...HomeTestimonials\n        ...HomeCta\n      }\n      about {\n        ...HomeAboutFigures\n      }\n    }\n    services {\n      id\n      ...HomeServiceCard\n    }\n  }\n"): (typeof documents)["\n  query HomePage($language: Language!) {\n    siteContent(language: $language) {\n      home {\n        ...HomeHero\n        ...HomeStats\n        ...HomeAbout\n        ...HomeWhyUs\n        ...HomeServices\n        ...HomeSteps\n        ...HomeTestimonials\n        ...HomeCta\n      }\n      about {\n        ...HomeAboutFigures\n      }\n    }\n    services {\n      id\n      ...HomeServiceCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeServiceCard on Service {\n    id\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n  }\n"): (typeof documents)["\n  fragment HomeServiceCard on Service {\n    id\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeServices on CmsHome {\n    servicesTitle\n    servicesSubtitle\n  }\n"): (typeof documents)["\n  fragment HomeServices on CmsHome {\n    servicesTitle\n    servicesSubtitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeStats on CmsHome {\n    stats {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment HomeStats on CmsHome {\n    stats {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeSteps on CmsHome {\n    stepsTitle\n    steps {\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment HomeSteps on CmsHome {\n    stepsTitle\n    steps {\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeTestimonials on CmsHome {\n    testimonialsTitle\n    testimonials {\n      name\n      place\n      text\n      rating\n    }\n  }\n"): (typeof documents)["\n  fragment HomeTestimonials on CmsHome {\n    testimonialsTitle\n    testimonials {\n      name\n      place\n      text\n      rating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeWhyUs on CmsHome {\n    whyUsTitle\n    whyUs {\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment HomeWhyUs on CmsHome {\n    whyUsTitle\n    whyUs {\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPage($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      orderNumber\n      trackingNumber\n      unreadMessages\n      invoiceUrl\n      totalAmount\n      ...OrderSummary\n      ...OrderTimeline\n      ...PaymentInstructions\n      ...ReceiptSection\n      ...PaymentStatusSection\n      ...AttachmentsSection\n      ...HoldCallToAction\n      ...ResultsSection\n      ...OrderAnswers\n      ...OrderApplicantCard\n      ...OrderRatingSection\n    }\n  }\n"): (typeof documents)["\n  query OrderPage($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      orderNumber\n      trackingNumber\n      unreadMessages\n      invoiceUrl\n      totalAmount\n      ...OrderSummary\n      ...OrderTimeline\n      ...PaymentInstructions\n      ...ReceiptSection\n      ...PaymentStatusSection\n      ...AttachmentsSection\n      ...HoldCallToAction\n      ...ResultsSection\n      ...OrderAnswers\n      ...OrderApplicantCard\n      ...OrderRatingSection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderPageLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        status\n        orderNumber\n        trackingNumber\n        invoiceUrl\n        totalAmount\n        unreadMessages\n        ...OrderSummary\n        ...OrderTimeline\n        ...PaymentInstructions\n        ...ReceiptSection\n        ...PaymentStatusSection\n        ...AttachmentsSection\n        ...HoldCallToAction\n        ...ResultsSection\n        ...OrderAnswers\n        ...OrderApplicantCard\n      }\n      message {\n        ...OrderMessageItem\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription OrderPageLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        status\n        orderNumber\n        trackingNumber\n        invoiceUrl\n        totalAmount\n        unreadMessages\n        ...OrderSummary\n        ...OrderTimeline\n        ...PaymentInstructions\n        ...ReceiptSection\n        ...PaymentStatusSection\n        ...AttachmentsSection\n        ...HoldCallToAction\n        ...ResultsSection\n        ...OrderAnswers\n        ...OrderApplicantCard\n      }\n      message {\n        ...OrderMessageItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPayment {\n    publicConfig {\n      payment {\n        ...PaymentDetails\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderPayment {\n    publicConfig {\n      payment {\n        ...PaymentDetails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderApplicantCard on Order {\n    fullName\n    applicant {\n      kind\n      fullNameAr\n      fullNameLatin\n      relation\n      fatherName\n      motherName\n      birthDate\n      birthPlace\n      nationalNumber\n    }\n  }\n"): (typeof documents)["\n  fragment OrderApplicantCard on Order {\n    fullName\n    applicant {\n      kind\n      fullNameAr\n      fullNameLatin\n      relation\n      fatherName\n      motherName\n      birthDate\n      birthPlace\n      nationalNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttachmentsSection on Order {\n    id\n    status\n    onHold\n    files {\n      id\n      kind\n      ...OrderFileRow\n    }\n  }\n"): (typeof documents)["\n  fragment AttachmentsSection on Order {\n    id\n    status\n    onHold\n    files {\n      id\n      kind\n      ...OrderFileRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HoldCallToAction on Order {\n    id\n    onHold\n    openHold {\n      id\n      request\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment HoldCallToAction on Order {\n    id\n    onHold\n    openHold {\n      id\n      request\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummary on Order {\n    orderNumber\n    trackingNumber\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    status\n    totalAmount\n    currency\n    paymentMethod\n    createdAt\n    updatedAt\n    dueAt\n    notes\n  }\n"): (typeof documents)["\n  fragment OrderSummary on Order {\n    orderNumber\n    trackingNumber\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    status\n    totalAmount\n    currency\n    paymentMethod\n    createdAt\n    updatedAt\n    dueAt\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTimeline on Order {\n    status\n    history {\n      id\n      toStatus\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment OrderTimeline on Order {\n    status\n    history {\n      id\n      toStatus\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentInstructions on Order {\n    orderNumber\n    paymentMethod\n    totalAmount\n    currency\n    paymentAmounts {\n      currency\n      amount\n      perTry\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentInstructions on Order {\n    orderNumber\n    paymentMethod\n    totalAmount\n    currency\n    paymentAmounts {\n      currency\n      amount\n      perTry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentDetails on PublicConfigPayment {\n    bankName\n    accountHolder\n    ibanTry\n    ibanUsd\n    swiftCode\n    syriatelCashNumber\n    mtnCashNumber\n  }\n"): (typeof documents)["\n  fragment PaymentDetails on PublicConfigPayment {\n    bankName\n    accountHolder\n    ibanTry\n    ibanUsd\n    swiftCode\n    syriatelCashNumber\n    mtnCashNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentStatusSection on Order {\n    id\n    currency\n    amountDue\n    amountPaid\n    balance\n    paymentStatus\n    paymentWaivedReason\n    payments {\n      id\n      amount\n      currency\n      method\n      paidAt\n      refundReason\n      receiptUrl\n    }\n    files {\n      id\n      kind\n      originalName\n      receiptStatus\n      receiptReason\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentStatusSection on Order {\n    id\n    currency\n    amountDue\n    amountPaid\n    balance\n    paymentStatus\n    paymentWaivedReason\n    payments {\n      id\n      amount\n      currency\n      method\n      paidAt\n      refundReason\n      receiptUrl\n    }\n    files {\n      id\n      kind\n      originalName\n      receiptStatus\n      receiptReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRatingShown on OrderRating {\n    id\n    stars\n    comment\n    publishConsent\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment OrderRatingShown on OrderRating {\n    id\n    stars\n    comment\n    publishConsent\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRatingSection on Order {\n    id\n    status\n    rating {\n      id\n      ...OrderRatingShown\n    }\n  }\n"): (typeof documents)["\n  fragment OrderRatingSection on Order {\n    id\n    status\n    rating {\n      id\n      ...OrderRatingShown\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiptSection on Order {\n    id\n    status\n    receipt {\n      id\n      ...OrderFileRow\n    }\n  }\n"): (typeof documents)["\n  fragment ReceiptSection on Order {\n    id\n    status\n    receipt {\n      id\n      ...OrderFileRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultsSection on Order {\n    id\n    results {\n      id\n      note\n      carrier\n      courierTrackingNumber\n      createdAt\n      files {\n        id\n        originalName\n        downloadUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ResultsSection on Order {\n    id\n    results {\n      id\n      note\n      carrier\n      courierTrackingNumber\n      createdAt\n      files {\n        id\n        originalName\n        downloadUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerOrderHold($orderId: Int!, $answer: String!) {\n    answerOrderHold(orderId: $orderId, answer: $answer) {\n      id\n      status\n      ...HoldCallToAction\n      ...AttachmentsSection\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerOrderHold($orderId: Int!, $answer: String!) {\n    answerOrderHold(orderId: $orderId, answer: $answer) {\n      id\n      status\n      ...HoldCallToAction\n      ...AttachmentsSection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrderFile($orderId: Int!, $fileId: Int!) {\n    deleteOrderFile(orderId: $orderId, fileId: $fileId) {\n      id\n      updatedAt\n      files {\n        id\n        ...OrderFileRow\n      }\n      receipt {\n        id\n        ...OrderFileRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrderFile($orderId: Int!, $fileId: Int!) {\n    deleteOrderFile(orderId: $orderId, fileId: $fileId) {\n      id\n      updatedAt\n      files {\n        id\n        ...OrderFileRow\n      }\n      receipt {\n        id\n        ...OrderFileRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateOrder($orderId: Int!, $stars: Int!, $comment: String, $publishConsent: Boolean) {\n    rateOrder(orderId: $orderId, stars: $stars, comment: $comment, publishConsent: $publishConsent) {\n      id\n      orderId\n      ...OrderRatingShown\n    }\n  }\n"): (typeof documents)["\n  mutation RateOrder($orderId: Int!, $stars: Int!, $comment: String, $publishConsent: Boolean) {\n    rateOrder(orderId: $orderId, stars: $stars, comment: $comment, publishConsent: $publishConsent) {\n      id\n      orderId\n      ...OrderRatingShown\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalPages($language: Language!) {\n    siteContent(language: $language) {\n      pages {\n        terms\n        privacy\n      }\n    }\n  }\n"): (typeof documents)["\n  query LegalPages($language: Language!) {\n    siteContent(language: $language) {\n      pages {\n        terms\n        privacy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileAccount {\n    me {\n      id\n      email\n      emailVerified\n      twoFactorEnabled\n      ...AccountDetails\n    }\n  }\n"): (typeof documents)["\n  query ProfileAccount {\n    me {\n      id\n      email\n      emailVerified\n      twoFactorEnabled\n      ...AccountDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileOrders($status: OrderStatus, $page: PageInput) {\n    myOrders(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...MyOrderRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileOrders($status: OrderStatus, $page: PageInput) {\n    myOrders(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...MyOrderRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountDetails on Account {\n    id\n    fullName\n    email\n    phone\n    language\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AccountDetails on Account {\n    id\n    fullName\n    email\n    phone\n    language\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyOrderRow on Order {\n    id\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    trackingNumber\n    status\n    onHold\n    unreadMessages\n    createdAt\n    totalAmount\n    currency\n  }\n"): (typeof documents)["\n  fragment MyOrderRow on Order {\n    id\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    trackingNumber\n    status\n    onHold\n    unreadMessages\n    createdAt\n    totalAmount\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedPersonFields on SavedPerson {\n    id\n    kind\n    fullNameAr\n    fullNameLatin\n    relation\n    fatherName\n    motherName\n    birthDate\n    birthPlace\n    nationalNumber\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SavedPersonFields on SavedPerson {\n    id\n    kind\n    fullNameAr\n    fullNameLatin\n    relation\n    fatherName\n    motherName\n    birthDate\n    birthPlace\n    nationalNumber\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavedPeople {\n    mySavedPeople {\n      id\n      ...SavedPersonFields\n    }\n  }\n"): (typeof documents)["\n  query MySavedPeople {\n    mySavedPeople {\n      id\n      ...SavedPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavedPerson($input: SavedPersonInput!) {\n    createSavedPerson(input: $input) {\n      id\n      ...SavedPersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSavedPerson($input: SavedPersonInput!) {\n    createSavedPerson(input: $input) {\n      id\n      ...SavedPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSavedPerson($id: Int!, $input: SavedPersonInput!) {\n    updateSavedPerson(id: $id, input: $input) {\n      id\n      ...SavedPersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSavedPerson($id: Int!, $input: SavedPersonInput!) {\n    updateSavedPerson(id: $id, input: $input) {\n      id\n      ...SavedPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedPerson($id: Int!) {\n    deleteSavedPerson(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedPerson($id: Int!) {\n    deleteSavedPerson(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"): (typeof documents)["\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($password: String!) {\n    disableTwoFactor(password: $password)\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($password: String!) {\n    disableTwoFactor(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      phone\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      phone\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard on Service {\n    id\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n    priceUsd\n    estimatedDays\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment ServiceCard on Service {\n    id\n    name\n    nameTr\n    nameEn\n    description\n    descriptionTr\n    descriptionEn\n    price\n    currency\n    priceUsd\n    estimatedDays\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicServices {\n    services {\n      id\n      ...ServiceCard\n    }\n  }\n"): (typeof documents)["\n  query PublicServices {\n    services {\n      id\n      ...ServiceCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackResult on TrackedOrder {\n    trackingNumber\n    orderNumber\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    status\n    waitingForClient\n    totalAmount\n    currency\n    createdAt\n    invoiceUrl\n    ...TrackingTimeline\n  }\n"): (typeof documents)["\n  fragment TrackResult on TrackedOrder {\n    trackingNumber\n    orderNumber\n    serviceName\n    serviceNameTr\n    serviceNameEn\n    status\n    waitingForClient\n    totalAmount\n    currency\n    createdAt\n    invoiceUrl\n    ...TrackingTimeline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackOrder($trackingNumber: String!) {\n    trackOrder(trackingNumber: $trackingNumber) {\n      trackingNumber\n      ...TrackResult\n    }\n  }\n"): (typeof documents)["\n  query TrackOrder($trackingNumber: String!) {\n    trackOrder(trackingNumber: $trackingNumber) {\n      trackingNumber\n      ...TrackResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) {\n      code\n      ...VerifiedDocumentCard\n    }\n  }\n"): (typeof documents)["\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) {\n      code\n      ...VerifiedDocumentCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerifiedDocumentCard on VerifiedDocument {\n    issuer\n    kind\n    number\n    code\n    issuedAt\n    amount\n    currency\n    status\n    paidAt\n  }\n"): (typeof documents)["\n  fragment VerifiedDocumentCard on VerifiedDocument {\n    issuer\n    kind\n    number\n    code\n    issuedAt\n    amount\n    currency\n    status\n    paidAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CachedMe {\n    me {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  query CachedMe {\n    me {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentSlotFields on DocumentSlot {\n    requirementId\n    state\n    rejectionReason\n    requirement {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      originalByPost\n    }\n    versions {\n      id\n      status\n      issuedOn\n      reviewReason\n      reviewedByName\n      reviewedAt\n      uploadedByName\n      createdAt\n      file {\n        ...OrderFileRow\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DocumentSlotFields on DocumentSlot {\n    requirementId\n    state\n    rejectionReason\n    requirement {\n      id\n      nameAr\n      nameTr\n      nameEn\n      descriptionAr\n      descriptionTr\n      descriptionEn\n      isRequired\n      acceptedTypes\n      maxFiles\n      maxAgeDays\n      originalByPost\n    }\n    versions {\n      id\n      status\n      issuedOn\n      reviewReason\n      reviewedByName\n      reviewedAt\n      uploadedByName\n      createdAt\n      file {\n        ...OrderFileRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDocumentSlots($orderId: Int!) {\n    orderDocuments(orderId: $orderId) {\n      ...DocumentSlotFields\n    }\n    documentRejectionReasons {\n      ar\n      tr\n      en\n    }\n  }\n"): (typeof documents)["\n  query OrderDocumentSlots($orderId: Int!) {\n    orderDocuments(orderId: $orderId) {\n      ...DocumentSlotFields\n    }\n    documentRejectionReasons {\n      ar\n      tr\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadOrderDocument($orderId: Int!, $requirementId: Int!, $file: FileUpload!, $issuedOn: String) {\n    uploadOrderDocument(orderId: $orderId, requirementId: $requirementId, file: $file, issuedOn: $issuedOn) {\n      ...DocumentSlotFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadOrderDocument($orderId: Int!, $requirementId: Int!, $file: FileUpload!, $issuedOn: String) {\n    uploadOrderDocument(orderId: $orderId, requirementId: $requirementId, file: $file, issuedOn: $issuedOn) {\n      ...DocumentSlotFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query Keys($partnerId: Int) {\n      apiKeys(partnerId: $partnerId) {\n        id\n      }\n    }\n  "): (typeof documents)["\n    query Keys($partnerId: Int) {\n      apiKeys(partnerId: $partnerId) {\n        id\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        fragment K on ApiKey {\n          id\n        }\n      "): (typeof documents)["\n        fragment K on ApiKey {\n          id\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFileReceiptState on OrderFile {\n    id\n    receiptStatus\n    receiptReason\n    receiptReviewedAt\n  }\n"): (typeof documents)["\n  fragment OrderFileReceiptState on OrderFile {\n    id\n    receiptStatus\n    receiptReason\n    receiptReviewedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFileRow on OrderFile {\n    id\n    kind\n    originalName\n    mimeType\n    sizeBytes\n    createdAt\n    downloadUrl\n  }\n"): (typeof documents)["\n  fragment OrderFileRow on OrderFile {\n    id\n    kind\n    originalName\n    mimeType\n    sizeBytes\n    createdAt\n    downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    user {\n      id\n      email\n      fullName\n      phone\n      role\n      isAdmin\n      emailVerified\n      language\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AuthSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    user {\n      id\n      email\n      fullName\n      phone\n      role\n      isAdmin\n      emailVerified\n      language\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...AuthSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderBrand on PublicConfig {\n    site {\n      name\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderBrand on PublicConfig {\n    site {\n      name\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FooterOffice on PublicConfig {\n    site {\n      description\n    }\n    contact {\n      phone\n      whatsapp\n      email\n      address\n      workingHours\n    }\n  }\n"): (typeof documents)["\n  fragment FooterOffice on PublicConfig {\n    site {\n      description\n    }\n    contact {\n      phone\n      whatsapp\n      email\n      address\n      workingHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteConfig($language: Language!) {\n    publicConfig(language: $language) {\n      passwordMinLength\n      requireEmailVerification\n      site {\n        name\n        faviconUrl\n        primaryColor\n        secondaryColor\n      }\n      languages {\n        defaultLanguage\n        enabledLanguages\n      }\n      ...HeaderBrand\n      ...FooterOffice\n    }\n  }\n"): (typeof documents)["\n  query SiteConfig($language: Language!) {\n    publicConfig(language: $language) {\n      passwordMinLength\n      requireEmailVerification\n      site {\n        name\n        faviconUrl\n        primaryColor\n        secondaryColor\n      }\n      languages {\n        defaultLanguage\n        enabledLanguages\n      }\n      ...HeaderBrand\n      ...FooterOffice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestOrderLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TestOrderLive($orderId: Int!) {\n    orderChanged(orderId: $orderId) {\n      orderId\n      kind\n      order {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query TestOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;