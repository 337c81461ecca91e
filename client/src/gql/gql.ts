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
    "\n  fragment AnnouncementRowFields on Announcement {\n    id\n    audience\n    groupId\n    groupName\n    subject\n    createdAt\n    recipients\n    leftOut\n    queuedAt\n    sent\n    failed\n    pending\n  }\n": typeof types.AnnouncementRowFieldsFragmentDoc,
    "\n  query AnnouncementPreview($input: AnnouncementAudienceInput!) {\n    adminAnnouncementPreview(input: $input) {\n      recipients\n      leftOut\n    }\n  }\n": typeof types.AnnouncementPreviewDocument,
    "\n  query AnnouncementPage($first: Int!, $after: String) {\n    adminAnnouncements(first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AnnouncementRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AnnouncementPageDocument,
    "\n  mutation AnnouncementSend($input: AnnouncementInput!) {\n    sendAnnouncement(input: $input) {\n      ...AnnouncementRowFields\n    }\n  }\n": typeof types.AnnouncementSendDocument,
    "\n  query AdminAudit($filter: AuditFilter, $first: Int!, $after: String) {\n    adminAudit(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        at\n        adminId\n        adminName\n        action\n        objectType\n        objectId\n        changes {\n          field\n          before\n          after\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminAuditDocument,
    "\n  query AuditAdmins($first: Int!) {\n    adminUsers(filter: { role: ADMIN }, first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.AuditAdminsDocument,
    "\n  fragment DonationsRowFields on AdminDonation {\n    id\n    donorName\n    donorEmail\n    anonymous\n    amount\n    type\n    status\n    statusReason\n    createdAt\n    subscriptionId\n    demo\n  }\n": typeof types.DonationsRowFieldsFragmentDoc,
    "\n  query DonationsPage($filter: AdminDonationFilter, $first: Int!, $after: String) {\n    adminDonations(filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalAmount\n      completedAmount\n      nodes {\n        ...DonationsRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DonationsPageDocument,
    "\n  fragment AdminGroupFields on AdminGroup {\n    id\n    name\n    status\n    startDate\n    endDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    sortOrder\n    whatsappInviteUrl\n    youversionPlanUrl\n    archivedAt\n  }\n": typeof types.AdminGroupFieldsFragmentDoc,
    "\n  query AdminGroupsTab {\n    adminGroups {\n      ...AdminGroupFields\n    }\n  }\n": typeof types.AdminGroupsTabDocument,
    "\n  fragment AdminGroupMemberFields on GroupMember {\n    userId\n    groupId\n    name\n    email\n    city\n    userStatus\n    status\n    joinDate\n    completedAt\n  }\n": typeof types.AdminGroupMemberFieldsFragmentDoc,
    "\n  query AdminGroupMembersPage($groupId: ID!, $first: Int!, $after: String) {\n    adminGroupMembers(groupId: $groupId, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AdminGroupMemberFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminGroupMembersPageDocument,
    "\n  query AdminGroupAddCandidates($filter: AdminUserFilter!, $first: Int!, $after: String) {\n    adminUsers(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        city\n        status\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminGroupAddCandidatesDocument,
    "\n  mutation AdminCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...AdminGroupFields\n      }\n      requestedStartDate\n      startAligned\n      notice\n    }\n  }\n": typeof types.AdminCreateGroupDocument,
    "\n  mutation AdminUpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      ...AdminGroupFields\n    }\n  }\n": typeof types.AdminUpdateGroupDocument,
    "\n  mutation AdminSetGroupStatus($id: ID!, $status: GroupStatus!) {\n    setGroupStatus(id: $id, status: $status) {\n      ...AdminGroupFields\n    }\n  }\n": typeof types.AdminSetGroupStatusDocument,
    "\n  mutation AdminArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      ...AdminGroupFields\n    }\n  }\n": typeof types.AdminArchiveGroupDocument,
    "\n  mutation AdminUnarchiveGroup($id: ID!) {\n    unarchiveGroup(id: $id) {\n      ...AdminGroupFields\n    }\n  }\n": typeof types.AdminUnarchiveGroupDocument,
    "\n  mutation AdminReorderGroups($order: [ID!]!) {\n    reorderGroups(order: $order) {\n      ...AdminGroupFields\n    }\n  }\n": typeof types.AdminReorderGroupsDocument,
    "\n  mutation AdminAddGroupMembers($groupId: ID!, $userIds: [ID!]!) {\n    addGroupMembers(groupId: $groupId, userIds: $userIds) {\n      ...AdminGroupFields\n    }\n  }\n": typeof types.AdminAddGroupMembersDocument,
    "\n  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId) {\n      ...AdminGroupFields\n    }\n  }\n": typeof types.AdminRemoveGroupMemberDocument,
    "\n  mutation AdminCompleteGroupMember($groupId: ID!, $userId: ID!) {\n    completeGroupMember(groupId: $groupId, userId: $userId) {\n      ...AdminGroupMemberFields\n    }\n  }\n": typeof types.AdminCompleteGroupMemberDocument,
    "\n  mutation AdminDeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n": typeof types.AdminDeleteGroupDocument,
    "\n  fragment AdminGroupLeaderFields on GroupLeader {\n    userId\n    name\n    email\n    since\n  }\n": typeof types.AdminGroupLeaderFieldsFragmentDoc,
    "\n  query AdminGroupLeaders($groupId: ID!) {\n    adminGroupLeaders(groupId: $groupId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n": typeof types.AdminGroupLeadersDocument,
    "\n  query AdminGroupLeaderCandidates($groupId: ID!, $search: String, $first: Int!) {\n    adminGroupMembers(groupId: $groupId, search: $search, first: $first) {\n      totalCount\n      nodes {\n        userId\n        name\n        email\n      }\n    }\n  }\n": typeof types.AdminGroupLeaderCandidatesDocument,
    "\n  mutation AdminGroupAddLeader($groupId: ID!, $userId: ID!) {\n    addGroupLeader(groupId: $groupId, userId: $userId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n": typeof types.AdminGroupAddLeaderDocument,
    "\n  mutation AdminGroupRemoveLeader($groupId: ID!, $userId: ID!) {\n    removeGroupLeader(groupId: $groupId, userId: $userId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n": typeof types.AdminGroupRemoveLeaderDocument,
    "\n  fragment AdminMessagesRow on AdminMessage {\n    id\n    groupId\n    groupName\n    source\n    type\n    priority\n    title\n    content\n    authorName\n    createdAt\n    updatedAt\n    openReportCount\n    hidden\n    reports {\n      id\n      reporterName\n      reason\n      countsTowardHiding\n      createdAt\n    }\n  }\n": typeof types.AdminMessagesRowFragmentDoc,
    "\n  query AdminMessagesPage($filter: AdminMessageFilter, $first: Int!, $after: String) {\n    adminMessages(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AdminMessagesRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminMessagesPageDocument,
    "\n  mutation AdminMessagesCreate($input: GroupMessageInput!) {\n    createGroupMessage(input: $input) {\n      ...AdminMessagesRow\n    }\n  }\n": typeof types.AdminMessagesCreateDocument,
    "\n  mutation AdminMessagesUpdate($id: ID!, $input: GroupMessageInput!) {\n    updateGroupMessage(id: $id, input: $input) {\n      ...AdminMessagesRow\n    }\n  }\n": typeof types.AdminMessagesUpdateDocument,
    "\n  mutation AdminMessagesDelete($id: ID!) {\n    deleteMessage(id: $id)\n  }\n": typeof types.AdminMessagesDeleteDocument,
    "\n  mutation AdminMessagesDismissReports($messageId: ID!) {\n    dismissMessageReports(messageId: $messageId) {\n      ...AdminMessagesRow\n    }\n  }\n": typeof types.AdminMessagesDismissReportsDocument,
    "\n  fragment OutboxEmailFields on OutboxEmail {\n    id\n    kind\n    toAddress\n    subject\n    status\n    attempts\n    lastError\n    bodyText\n    createdAt\n    nextAttemptAt\n    sentAt\n  }\n": typeof types.OutboxEmailFieldsFragmentDoc,
    "\n  query OutboxPage($status: OutboxStatus, $first: Int!, $after: String) {\n    adminOutbox(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...OutboxEmailFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.OutboxPageDocument,
    "\n  query OutboxMailConfigured {\n    adminMailConfigured\n  }\n": typeof types.OutboxMailConfiguredDocument,
    "\n  mutation OutboxRetry($id: ID!) {\n    retryOutboxEmail(id: $id) {\n      ...OutboxEmailFields\n    }\n  }\n": typeof types.OutboxRetryDocument,
    "\n  query AdminOverview {\n    adminOverview {\n      totalGroups\n      totalUsers\n      messagesSent\n      messagesHidden\n      donationsTotal\n      waitingCount\n      membersPerGroup {\n        groupId\n        groupName\n        memberCount\n        maxMembers\n      }\n      milestoneCompletion {\n        milestoneId\n        name\n        completed\n        tracked\n      }\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  query AdminSetup {\n    donationSettings {\n      enabled\n    }\n    adminMailConfigured\n  }\n": typeof types.AdminSetupDocument,
    "\n  query AdminRhythmYesterday {\n    adminRhythmYesterday {\n      checkIns {\n        read\n        missed\n      }\n      reminders {\n        queued\n        sent\n        failed\n      }\n    }\n  }\n": typeof types.AdminRhythmYesterdayDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.AdminChangePasswordDocument,
    "\n  fragment ProgressTabRow on ProgressRow {\n    key\n    userId\n    userName\n    userEmail\n    groupId\n    groupName\n    groupStatus\n    groupDay\n    trophiesCount\n    milestonesCompleted\n    milestonesTracked\n    avgPercentage\n    trophyRequest {\n      id\n      type\n      status\n      createdAt\n      decidedAt\n      reason\n    }\n    daysBehind\n    latestGrade\n    atRisk\n  }\n": typeof types.ProgressTabRowFragmentDoc,
    "\n  query ProgressTabProgress($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {\n    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ProgressTabRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProgressTabProgressDocument,
    "\n  query ProgressTabMilestones($userId: ID!, $groupId: ID!) {\n    adminMilestones(userId: $userId, groupId: $groupId) {\n      id\n      key\n      name\n      dayNumber\n      daysCompleted\n      percentage\n      grade\n      completed\n    }\n  }\n": typeof types.ProgressTabMilestonesDocument,
    "\n  mutation ProgressTabApprove($id: ID!) {\n    approveTrophyRequest(id: $id) {\n      ...ProgressTabRow\n    }\n  }\n": typeof types.ProgressTabApproveDocument,
    "\n  mutation ProgressTabReject($id: ID!, $reason: String) {\n    rejectTrophyRequest(id: $id, reason: $reason) {\n      ...ProgressTabRow\n    }\n  }\n": typeof types.ProgressTabRejectDocument,
    "\n  query ProgressTabPendingRequests($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {\n    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        key\n        userName\n        groupName\n        trophyRequest {\n          id\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProgressTabPendingRequestsDocument,
    "\n  mutation ProgressTabApproveMany($ids: [ID!]!) {\n    approveTrophyRequests(ids: $ids) {\n      id\n      outcome\n      message\n    }\n  }\n": typeof types.ProgressTabApproveManyDocument,
    "\n  mutation ProgressTabRejectMany($ids: [ID!]!, $reason: String) {\n    rejectTrophyRequests(ids: $ids, reason: $reason) {\n      id\n      outcome\n      message\n    }\n  }\n": typeof types.ProgressTabRejectManyDocument,
    "\n  fragment ProgressTabLegacyClaim on LegacyClaim {\n    id\n    name\n    email\n    city\n    completedJourneys\n    lastCompletionYear\n    note\n    status\n    userId\n    currentTrophies\n    createdAt\n    decidedAt\n    reason\n    confirmationExpiresAt\n    confirmedAt\n  }\n": typeof types.ProgressTabLegacyClaimFragmentDoc,
    "\n  query ProgressTabLegacyClaims($status: LegacyClaimStatus, $first: Int!, $after: String) {\n    adminLegacyClaims(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ProgressTabLegacyClaim\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProgressTabLegacyClaimsDocument,
    "\n  mutation ProgressTabApproveLegacyClaim($id: ID!) {\n    approveLegacyClaim(id: $id) {\n      ...ProgressTabLegacyClaim\n    }\n  }\n": typeof types.ProgressTabApproveLegacyClaimDocument,
    "\n  mutation ProgressTabRejectLegacyClaim($id: ID!, $reason: String) {\n    rejectLegacyClaim(id: $id, reason: $reason) {\n      ...ProgressTabLegacyClaim\n    }\n  }\n": typeof types.ProgressTabRejectLegacyClaimDocument,
    "\n  fragment ReadingSettingsFields on ReadingSettings {\n    linkTemplate\n    bibleVersion\n    customPlanSince\n  }\n": typeof types.ReadingSettingsFieldsFragmentDoc,
    "\n  query ReadingSettings {\n    adminReadingSettings {\n      ...ReadingSettingsFields\n    }\n  }\n": typeof types.ReadingSettingsDocument,
    "\n  mutation ReadingSettingsUpdate($linkTemplate: String!, $bibleVersion: String!) {\n    updateReadingSettings(linkTemplate: $linkTemplate, bibleVersion: $bibleVersion) {\n      ...ReadingSettingsFields\n    }\n  }\n": typeof types.ReadingSettingsUpdateDocument,
    "\n  query ReadingDefaultPlan {\n    adminDefaultReadingPlanCsv\n  }\n": typeof types.ReadingDefaultPlanDocument,
    "\n  query ReadingPlanPreview($csv: String!) {\n    adminPreviewReadingPlan(csv: $csv) {\n      valid\n      problems\n    }\n  }\n": typeof types.ReadingPlanPreviewDocument,
    "\n  mutation ReadingPlanUpload($csv: String!) {\n    uploadReadingPlan(csv: $csv) {\n      ...ReadingSettingsFields\n    }\n  }\n": typeof types.ReadingPlanUploadDocument,
    "\n  mutation ReadingPlanReset {\n    resetReadingPlan {\n      ...ReadingSettingsFields\n    }\n  }\n": typeof types.ReadingPlanResetDocument,
    "\n  fragment SettingsFields on AdminProgrammeSettings {\n    name\n    introVideoPart1Url\n    introVideoPart2Url\n    introVideoPart3Url\n    homeIntroVideoUrl\n    bibleAppUrl\n    helpStartPlanUrl\n    helpChangeLanguageUrl\n    timeZone\n    environmentTimeZone\n    effectiveTimeZone\n    leadersSeeContactDetails\n    updatedAt\n    reading {\n      ...ReadingSettingsFields\n    }\n    secrets {\n      stripe\n      stripeWebhook\n      smtp\n    }\n  }\n": typeof types.SettingsFieldsFragmentDoc,
    "\n  query Settings {\n    adminProgrammeSettings {\n      ...SettingsFields\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  mutation SettingsUpdate($input: ProgrammeSettingsInput!) {\n    updateProgrammeSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n": typeof types.SettingsUpdateDocument,
    "\n  query AdminGroupOptions {\n    adminGroups {\n      id\n      name\n      startDate\n      endDate\n      archivedAt\n    }\n  }\n": typeof types.AdminGroupOptionsDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  fragment ShipmentsAward on AwardToShip {\n    id\n    userId\n    userName\n    email\n    city\n    mailingAddress\n    name\n    completedAt\n  }\n": typeof types.ShipmentsAwardFragmentDoc,
    "\n  query ShipmentsAwardsToShip($first: Int!, $after: String) {\n    adminAwardsToShip(first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ShipmentsAward\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ShipmentsAwardsToShipDocument,
    "\n  mutation ShipmentsMarkShipped($ids: [ID!]!, $shippedOn: Date!, $note: String) {\n    markAwardsShipped(ids: $ids, shippedOn: $shippedOn, note: $note) {\n      id\n      outcome\n      message\n    }\n  }\n": typeof types.ShipmentsMarkShippedDocument,
    "\n  fragment UsersTabUser on AdminUser {\n    id\n    name\n    email\n    phone\n    role\n    status\n    awardApproved\n    avatarUrl\n    city\n    mailingAddress\n    referral\n    trophiesCount\n    groups {\n      groupId\n      groupName\n      status\n    }\n    createdAt\n    waitingSince\n    registeredNetwork\n    hasPassword\n  }\n": typeof types.UsersTabUserFragmentDoc,
    "\n  query UsersTabUsers($filter: AdminUserFilter, $first: Int!, $after: String) {\n    adminUsers(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...UsersTabUser\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.UsersTabUsersDocument,
    "\n  mutation UsersTabCreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      ...UsersTabUser\n    }\n  }\n": typeof types.UsersTabCreateUserDocument,
    "\n  mutation UsersTabUpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UsersTabUser\n    }\n  }\n": typeof types.UsersTabUpdateUserDocument,
    "\n  mutation UsersTabDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.UsersTabDeleteUserDocument,
    "\n  mutation UsersTabSetStatus($id: ID!, $status: UserStatus!) {\n    setUserStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.UsersTabSetStatusDocument,
    "\n  mutation UsersTabAdjustTrophies($id: ID!, $op: TrophyOp!, $value: Int) {\n    adjustTrophies(id: $id, op: $op, value: $value) {\n      id\n      trophiesCount\n    }\n  }\n": typeof types.UsersTabAdjustTrophiesDocument,
    "\n  mutation UsersTabSendPasswordReset($userId: ID!) {\n    sendPasswordReset(userId: $userId) {\n      id\n      toAddress\n      status\n    }\n  }\n": typeof types.UsersTabSendPasswordResetDocument,
    "\n  query UsersTabMailConfigured {\n    adminMailConfigured\n  }\n": typeof types.UsersTabMailConfiguredDocument,
    "\n  query UsersTabNetworkCount($network: String!) {\n    adminUsers(filter: { network: $network, role: USER }, first: 1) {\n      totalCount\n    }\n  }\n": typeof types.UsersTabNetworkCountDocument,
    "\n  mutation UsersTabRemoveNetwork($network: String!) {\n    removeNetworkRegistrations(network: $network)\n  }\n": typeof types.UsersTabRemoveNetworkDocument,
    "\n  mutation UsersTabBulkUpdateUsers($ids: [ID!]!, $action: UserBulkAction!, $groupId: ID) {\n    bulkUpdateUsers(ids: $ids, action: $action, groupId: $groupId) {\n      id\n      outcome\n      message\n    }\n  }\n": typeof types.UsersTabBulkUpdateUsersDocument,
    "\n  query UsersTabPreviewMemberImport($csv: String!) {\n    previewMemberImport(csv: $csv) {\n      rows\n      valid\n      withProblems\n      problems {\n        row\n        field\n        message\n      }\n      groups {\n        groupId\n        groupName\n        members\n      }\n      ignoredColumns\n    }\n  }\n": typeof types.UsersTabPreviewMemberImportDocument,
    "\n  mutation UsersTabImportMembers($csv: String!) {\n    importMembers(csv: $csv) {\n      rows\n      imported\n      skipped\n      problems {\n        row\n        field\n        message\n      }\n      groups {\n        groupId\n        groupName\n        members\n      }\n    }\n  }\n": typeof types.UsersTabImportMembersDocument,
    "\n  query Me {\n    me {\n      id\n      name\n    }\n  }\n": typeof types.MeDocument,
    "\n  query AwardsPage {\n    me {\n      id\n      name\n      trophiesCount\n    }\n    awardTiers {\n      tier\n      minTrophies\n      maxTrophies\n      memberCount\n    }\n  }\n": typeof types.AwardsPageDocument,
    "\n  query TrophyHolders($tier: Tier!, $first: Int!, $after: String) {\n    trophyHolders(tier: $tier, first: $first, after: $after) {\n      totalCount\n      nodes {\n        name\n        trophiesCount\n        avatarUrl\n        tier\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TrophyHoldersDocument,
    "\n  fragment BoardMessageFields on Message {\n    id\n    groupId\n    source\n    type\n    priority\n    title\n    content\n    authorName\n    createdAt\n    unread\n    mine\n  }\n": typeof types.BoardMessageFieldsFragmentDoc,
    "\n  query Board($type: MessageType, $first: Int!, $after: String) {\n    board(type: $type, first: $first, after: $after) {\n      groupId\n      groupName\n      messages {\n        ...BoardMessageFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      unreadCount\n      counts {\n        type\n        count\n        unread\n      }\n      lastReadAt\n      version\n    }\n  }\n": typeof types.BoardDocument,
    "\n  query BoardUnread {\n    board(first: 1) {\n      groupId\n      unreadCount\n      version\n    }\n  }\n": typeof types.BoardUnreadDocument,
    "\n  subscription BoardEvents($groupId: ID!, $since: Int) {\n    boardEvents(groupId: $groupId, since: $since) {\n      kind\n      groupId\n      messageId\n      message {\n        ...BoardMessageFields\n      }\n      version\n      totalCount\n      unreadCount\n      counts {\n        type\n        count\n        unread\n      }\n    }\n  }\n": typeof types.BoardEventsDocument,
    "\n  mutation PostMessage($input: PostMessageInput!) {\n    postMessage(input: $input) {\n      ...BoardMessageFields\n    }\n  }\n": typeof types.PostMessageDocument,
    "\n  mutation ReportMessage($messageId: ID!, $reason: String) {\n    reportMessage(messageId: $messageId, reason: $reason)\n  }\n": typeof types.ReportMessageDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation MarkBoardRead($until: Time) {\n    markBoardRead(until: $until) {\n      groupId\n      unreadCount\n      lastReadAt\n    }\n  }\n": typeof types.MarkBoardReadDocument,
    "\n  mutation MarkTypeRead($type: MessageType!) {\n    markTypeRead(type: $type) {\n      groupId\n      unreadCount\n      lastReadAt\n    }\n  }\n": typeof types.MarkTypeReadDocument,
    "\n  fragment CatchUpDayFields on CatchUpDay {\n    number\n    date\n    reference\n    minutes\n    passages {\n      reference\n      url\n    }\n    read\n  }\n": typeof types.CatchUpDayFieldsFragmentDoc,
    "\n  fragment CatchUpFields on CatchUp {\n    missedDays\n    unplannedDays\n    plan {\n      milestoneName\n      finishBy\n      missedDays\n      madeUpCount\n      daysRead\n      done\n      days {\n        ...CatchUpDayFields\n      }\n      due {\n        ...CatchUpDayFields\n      }\n      next {\n        ...CatchUpDayFields\n      }\n    }\n  }\n": typeof types.CatchUpFieldsFragmentDoc,
    "\n  query CatchUpToday {\n    today {\n      ...TodayFields\n    }\n  }\n": typeof types.CatchUpTodayDocument,
    "\n  query CatchUpProposal($finishBy: Date) {\n    catchUpProposal(finishBy: $finishBy) {\n      milestoneName\n      finishBy\n      latestFinishBy\n      missed {\n        day\n        date\n        reference\n      }\n      days {\n        ...CatchUpDayFields\n      }\n      minutesPerDay\n    }\n  }\n": typeof types.CatchUpProposalDocument,
    "\n  mutation CatchUpAccept($finishBy: Date!) {\n    acceptCatchUp(finishBy: $finishBy) {\n      ...TodayFields\n    }\n  }\n": typeof types.CatchUpAcceptDocument,
    "\n  mutation CatchUpMarkRead($through: Int!) {\n    markCatchUpRead(through: $through) {\n      ...TodayFields\n    }\n  }\n": typeof types.CatchUpMarkReadDocument,
    "\n  mutation CatchUpDrop {\n    dropCatchUp {\n      ...TodayFields\n    }\n  }\n": typeof types.CatchUpDropDocument,
    "\n  fragment CheckInLinkFields on CheckInLink {\n    firstName\n    groupName\n    day\n    date\n    suggested\n    recorded\n    streak {\n      ...StreakFields\n    }\n  }\n": typeof types.CheckInLinkFieldsFragmentDoc,
    "\n  query CheckInLink($token: String!) {\n    checkInLink(token: $token) {\n      ...CheckInLinkFields\n    }\n  }\n": typeof types.CheckInLinkDocument,
    "\n  mutation CheckInByLink($token: String!, $answer: CheckInAnswer!) {\n    checkInByLink(token: $token, answer: $answer) {\n      ...CheckInLinkFields\n    }\n  }\n": typeof types.CheckInByLinkDocument,
    "\n  fragment DashboardGroupFields on Group {\n    id\n    name\n    status\n    startDate\n    endDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    started\n    invitationAvailableOn\n    whatsappInviteUrl\n    youversionPlanUrl\n  }\n": typeof types.DashboardGroupFieldsFragmentDoc,
    "\n  fragment MilestoneFields on Milestone {\n    id\n    key\n    name\n    dayNumber\n    totalDays\n    missingDays\n    daysCompleted\n    percentage\n    grade\n    completed\n    firstDay\n    opensOn\n    open\n  }\n": typeof types.MilestoneFieldsFragmentDoc,
    "\n  fragment TrophyRequestFields on TrophyRequest {\n    id\n    type\n    status\n    createdAt\n  }\n": typeof types.TrophyRequestFieldsFragmentDoc,
    "\n  fragment NextGroupFields on NextGroup {\n    id\n    name\n    startDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    alreadyJoined\n    canJoin\n  }\n": typeof types.NextGroupFieldsFragmentDoc,
    "\n  query Dashboard {\n    dashboard {\n      welcomeName\n      group {\n        ...DashboardGroupFields\n      }\n      readingPlanUrl\n      milestones {\n        ...MilestoneFields\n      }\n      journeyComplete\n      trophyRequest {\n        ...TrophyRequestFields\n      }\n      awards(first: 3) {\n        totalCount\n        nodes {\n          id\n          name\n          completedAt\n          shippedOn\n          shippingNote\n        }\n      }\n      nextGroup {\n        ...NextGroupFields\n      }\n      calendarUrl\n      waitingList {\n        since\n        group {\n          name\n        }\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation SetMissingDays($milestoneId: Int!, $missingDays: Int, $clientKey: String) {\n    setMissingDays(milestoneId: $milestoneId, missingDays: $missingDays, clientKey: $clientKey) {\n      ...MilestoneFields\n    }\n  }\n": typeof types.SetMissingDaysDocument,
    "\n  mutation RequestTrophyApproval($description: String) {\n    requestTrophyApproval(description: $description) {\n      ...TrophyRequestFields\n    }\n  }\n": typeof types.RequestTrophyApprovalDocument,
    "\n  mutation JoinNextGroup($id: ID!) {\n    joinGroup(id: $id) {\n      ...NextGroupFields\n    }\n  }\n": typeof types.JoinNextGroupDocument,
    "\n  mutation CancelNextGroup($id: ID!) {\n    cancelGroup(id: $id) {\n      ...NextGroupFields\n    }\n  }\n": typeof types.CancelNextGroupDocument,
    "\n  mutation RenewCalendarUrl {\n    renewCalendarUrl\n  }\n": typeof types.RenewCalendarUrlDocument,
    "\n  fragment ReadingDayFields on ReadingDay {\n    day\n    milestoneName\n    reference\n    verses\n    passages {\n      reference\n      book\n      bookCode\n      chapter\n      fromVerse\n      toVerse\n      url\n    }\n  }\n": typeof types.ReadingDayFieldsFragmentDoc,
    "\n  fragment TodayFields on Today {\n    date\n    day\n    answer\n    canCheckIn\n    streak {\n      ...StreakFields\n    }\n    groupName\n    startsOn\n    over\n    reading {\n      ...ReadingDayFields\n    }\n    milestoneName\n    daysToMilestoneEnd\n    gradeBudget {\n      grade\n      maxMissing\n      remaining\n    }\n    catchUp {\n      ...CatchUpFields\n    }\n  }\n": typeof types.TodayFieldsFragmentDoc,
    "\n  query Today {\n    today {\n      ...TodayFields\n    }\n  }\n": typeof types.TodayDocument,
    "\n  mutation CheckIn($day: Int!, $answer: CheckInAnswer!, $clientKey: String) {\n    checkIn(day: $day, answer: $answer, clientKey: $clientKey) {\n      ...TodayFields\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  query DonationSettings {\n    donationSettings {\n      enabled\n      publishableKey\n      minAmount\n      maxAmount\n    }\n  }\n": typeof types.DonationSettingsDocument,
    "\n  mutation CreateDonation($input: DonationInput!) {\n    createDonation(input: $input) {\n      donationId\n      clientSecret\n    }\n  }\n": typeof types.CreateDonationDocument,
    "\n  query FormRules {\n    formRules {\n      minPasswordLength\n      maxPasswordBytes\n      maxMessageLength\n      maxTitleLength\n      maxReasonLength\n      maxNameLength\n      maxEmailLength\n      maxCityLength\n      maxMailingAddressLength\n      maxLegacyNoteLength\n      maxRejectReasonLength\n      minLegacyJourneys\n      maxLegacyJourneys\n      firstLegacyYear\n      dateInputFormats\n      postableTypes\n    }\n  }\n": typeof types.FormRulesDocument,
    "\n  fragment StreakFields on Streak {\n    current\n    best\n    perfectWeeks\n    daysRead\n  }\n": typeof types.StreakFieldsFragmentDoc,
    "\n  query CurrentGroup {\n    currentGroup {\n      name\n      startDate\n      registrationDeadline\n      memberCount\n      maxMembers\n    }\n  }\n": typeof types.CurrentGroupDocument,
    "\n  query MemberLocale {\n    mySettings {\n      locale\n    }\n  }\n": typeof types.MemberLocaleDocument,
    "\n  mutation UpdateMyLocale($locale: String!) {\n    updateMyLocale(locale: $locale) {\n      locale\n    }\n  }\n": typeof types.UpdateMyLocaleDocument,
    "\n  mutation JoinCurrentGroup {\n    joinCurrentGroup {\n      id\n      name\n      startDate\n    }\n  }\n": typeof types.JoinCurrentGroupDocument,
    "\n  query LeadLedGroups {\n    myLedGroups {\n      id\n      name\n    }\n  }\n": typeof types.LeadLedGroupsDocument,
    "\n  fragment LeadRow on ProgressRow {\n    key\n    userId\n    userName\n    groupId\n    milestonesCompleted\n    milestonesTracked\n    avgPercentage\n    latestGrade\n    daysBehind\n    atRisk\n    trophyRequest {\n      id\n      status\n    }\n  }\n": typeof types.LeadRowFragmentDoc,
    "\n  query LeadProgress(\n    $groupId: ID!\n    $filter: LeaderProgressFilter\n    $orderBy: ProgressOrder\n    $first: Int!\n    $after: String\n  ) {\n    leaderProgress(groupId: $groupId, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...LeadRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.LeadProgressDocument,
    "\n  query LeadMilestones($groupId: ID!, $userId: ID!) {\n    leaderMilestones(groupId: $groupId, userId: $userId) {\n      id\n      key\n      name\n      dayNumber\n      daysCompleted\n      percentage\n      grade\n      completed\n    }\n  }\n": typeof types.LeadMilestonesDocument,
    "\n  query LeadMemberContact($groupId: ID!, $userId: ID!) {\n    leaderMemberContact(groupId: $groupId, userId: $userId) {\n      userId\n      city\n      email\n      mailingAddress\n    }\n  }\n": typeof types.LeadMemberContactDocument,
    "\n  fragment LeadMessage on AdminMessage {\n    id\n    source\n    type\n    title\n    content\n    authorName\n    createdAt\n    openReportCount\n    hidden\n  }\n": typeof types.LeadMessageFragmentDoc,
    "\n  query LeadMessages($groupId: ID!, $reported: Boolean, $first: Int!, $after: String) {\n    leaderMessages(groupId: $groupId, reported: $reported, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...LeadMessage\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.LeadMessagesDocument,
    "\n  mutation LeadHideMessage($messageId: ID!) {\n    leaderHideMessage(messageId: $messageId) {\n      ...LeadMessage\n    }\n  }\n": typeof types.LeadHideMessageDocument,
    "\n  mutation LeadDismissReports($messageId: ID!) {\n    leaderDismissMessageReports(messageId: $messageId) {\n      ...LeadMessage\n    }\n  }\n": typeof types.LeadDismissReportsDocument,
    "\n  query LeadAnnouncementPreview($input: AnnouncementAudienceInput!) {\n    leaderAnnouncementPreview(input: $input) {\n      recipients\n      leftOut\n    }\n  }\n": typeof types.LeadAnnouncementPreviewDocument,
    "\n  mutation LeadSendAnnouncement($input: AnnouncementInput!) {\n    leaderSendAnnouncement(input: $input) {\n      id\n      recipients\n    }\n  }\n": typeof types.LeadSendAnnouncementDocument,
    "\n  mutation LeadPostAnnouncement($input: LeaderPostInput!) {\n    leaderPostAnnouncement(input: $input) {\n      id\n    }\n  }\n": typeof types.LeadPostAnnouncementDocument,
    "\n  mutation SubmitLegacyClaim($input: LegacyClaimInput!) {\n    submitLegacyClaim(input: $input)\n  }\n": typeof types.SubmitLegacyClaimDocument,
    "\n  mutation ConfirmLegacyClaim($token: String!) {\n    confirmLegacyClaim(token: $token) {\n      name\n      trophiesCount\n      accountCreated\n    }\n  }\n": typeof types.ConfirmLegacyClaimDocument,
    "\n  fragment SessionUserFields on User {\n    name\n    email\n    role\n    trophiesCount\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($email: String!, $name: String!) {\n    login(email: $email, name: $name) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment MyProfileFields on MyProfile {\n    name\n    email\n    city\n    mailingAddress\n    hasPassword\n    signInByLink\n    pendingEmail\n    pendingEmailExpiresAt\n  }\n": typeof types.MyProfileFieldsFragmentDoc,
    "\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation RequestEmailChange($email: String!) {\n    requestEmailChange(email: $email) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      name\n      email\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation SetMyPassword($currentPassword: String, $newPassword: String!) {\n    setMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.SetMyPasswordDocument,
    "\n  mutation RemoveMyPassword($currentPassword: String!) {\n    removeMyPassword(currentPassword: $currentPassword) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.RemoveMyPasswordDocument,
    "\n  mutation SetSignInByLink($on: Boolean!) {\n    setSignInByLink(on: $on) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.SetSignInByLinkDocument,
    "\n  mutation PasswordLogin($email: String!, $password: String!) {\n    passwordLogin(email: $email, password: $password) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.PasswordLoginDocument,
    "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.SignInWithLinkDocument,
    "\n  query ProgrammeSettings {\n    programmeSettings {\n      name\n      introVideoPart1Url\n      introVideoPart2Url\n      introVideoPart3Url\n      homeIntroVideoUrl\n      bibleAppUrl\n      helpStartPlanUrl\n      helpChangeLanguageUrl\n    }\n  }\n": typeof types.ProgrammeSettingsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n      group {\n        name\n        startDate\n        registrationDeadline\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment MySettingsFields on MySettings {\n    timeZone\n    reminderTime\n    weeklyDigest\n    digestWeekday\n    digestTime\n    announcements\n  }\n": typeof types.MySettingsFieldsFragmentDoc,
    "\n  query MySettings {\n    mySettings {\n      ...MySettingsFields\n    }\n  }\n": typeof types.MySettingsDocument,
    "\n  mutation UpdateMySettings($input: MySettingsInput!) {\n    updateMySettings(input: $input) {\n      ...MySettingsFields\n    }\n  }\n": typeof types.UpdateMySettingsDocument,
    "\n  fragment PushSettingsFields on PushSettings {\n    reminder\n    reminderMail\n    boardNews\n    devices {\n      id\n      label\n      createdAt\n      lastPushedAt\n    }\n  }\n": typeof types.PushSettingsFieldsFragmentDoc,
    "\n  query PushSettings {\n    pushVapidPublicKey\n    myPushSettings {\n      ...PushSettingsFields\n    }\n  }\n": typeof types.PushSettingsDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input) {\n      id\n      label\n      createdAt\n      lastPushedAt\n    }\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribePushDocument,
    "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id) {\n      ...PushSettingsFields\n    }\n  }\n": typeof types.RemovePushDeviceDocument,
    "\n  mutation UpdatePushSettings($input: PushSettingsInput!) {\n    updatePushSettings(input: $input) {\n      ...PushSettingsFields\n    }\n  }\n": typeof types.UpdatePushSettingsDocument,
    "\n  fragment MailPreferencesFields on MailPreferences {\n    firstName\n    category\n    reminders\n    weeklyDigest\n    announcements\n  }\n": typeof types.MailPreferencesFieldsFragmentDoc,
    "\n  query MailPreferences($token: String!) {\n    mailPreferences(token: $token) {\n      ...MailPreferencesFields\n    }\n  }\n": typeof types.MailPreferencesDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      ...MailPreferencesFields\n    }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  mutation UpdateMailPreferences($token: String!, $reminders: Boolean!, $weeklyDigest: Boolean!, $announcements: Boolean!) {\n    updateMailPreferences(token: $token, reminders: $reminders, weeklyDigest: $weeklyDigest, announcements: $announcements) {\n      ...MailPreferencesFields\n    }\n  }\n": typeof types.UpdateMailPreferencesDocument,
};
const documents: Documents = {
    "\n  fragment AnnouncementRowFields on Announcement {\n    id\n    audience\n    groupId\n    groupName\n    subject\n    createdAt\n    recipients\n    leftOut\n    queuedAt\n    sent\n    failed\n    pending\n  }\n": types.AnnouncementRowFieldsFragmentDoc,
    "\n  query AnnouncementPreview($input: AnnouncementAudienceInput!) {\n    adminAnnouncementPreview(input: $input) {\n      recipients\n      leftOut\n    }\n  }\n": types.AnnouncementPreviewDocument,
    "\n  query AnnouncementPage($first: Int!, $after: String) {\n    adminAnnouncements(first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AnnouncementRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AnnouncementPageDocument,
    "\n  mutation AnnouncementSend($input: AnnouncementInput!) {\n    sendAnnouncement(input: $input) {\n      ...AnnouncementRowFields\n    }\n  }\n": types.AnnouncementSendDocument,
    "\n  query AdminAudit($filter: AuditFilter, $first: Int!, $after: String) {\n    adminAudit(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        at\n        adminId\n        adminName\n        action\n        objectType\n        objectId\n        changes {\n          field\n          before\n          after\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminAuditDocument,
    "\n  query AuditAdmins($first: Int!) {\n    adminUsers(filter: { role: ADMIN }, first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.AuditAdminsDocument,
    "\n  fragment DonationsRowFields on AdminDonation {\n    id\n    donorName\n    donorEmail\n    anonymous\n    amount\n    type\n    status\n    statusReason\n    createdAt\n    subscriptionId\n    demo\n  }\n": types.DonationsRowFieldsFragmentDoc,
    "\n  query DonationsPage($filter: AdminDonationFilter, $first: Int!, $after: String) {\n    adminDonations(filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalAmount\n      completedAmount\n      nodes {\n        ...DonationsRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DonationsPageDocument,
    "\n  fragment AdminGroupFields on AdminGroup {\n    id\n    name\n    status\n    startDate\n    endDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    sortOrder\n    whatsappInviteUrl\n    youversionPlanUrl\n    archivedAt\n  }\n": types.AdminGroupFieldsFragmentDoc,
    "\n  query AdminGroupsTab {\n    adminGroups {\n      ...AdminGroupFields\n    }\n  }\n": types.AdminGroupsTabDocument,
    "\n  fragment AdminGroupMemberFields on GroupMember {\n    userId\n    groupId\n    name\n    email\n    city\n    userStatus\n    status\n    joinDate\n    completedAt\n  }\n": types.AdminGroupMemberFieldsFragmentDoc,
    "\n  query AdminGroupMembersPage($groupId: ID!, $first: Int!, $after: String) {\n    adminGroupMembers(groupId: $groupId, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AdminGroupMemberFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminGroupMembersPageDocument,
    "\n  query AdminGroupAddCandidates($filter: AdminUserFilter!, $first: Int!, $after: String) {\n    adminUsers(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        city\n        status\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminGroupAddCandidatesDocument,
    "\n  mutation AdminCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...AdminGroupFields\n      }\n      requestedStartDate\n      startAligned\n      notice\n    }\n  }\n": types.AdminCreateGroupDocument,
    "\n  mutation AdminUpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      ...AdminGroupFields\n    }\n  }\n": types.AdminUpdateGroupDocument,
    "\n  mutation AdminSetGroupStatus($id: ID!, $status: GroupStatus!) {\n    setGroupStatus(id: $id, status: $status) {\n      ...AdminGroupFields\n    }\n  }\n": types.AdminSetGroupStatusDocument,
    "\n  mutation AdminArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      ...AdminGroupFields\n    }\n  }\n": types.AdminArchiveGroupDocument,
    "\n  mutation AdminUnarchiveGroup($id: ID!) {\n    unarchiveGroup(id: $id) {\n      ...AdminGroupFields\n    }\n  }\n": types.AdminUnarchiveGroupDocument,
    "\n  mutation AdminReorderGroups($order: [ID!]!) {\n    reorderGroups(order: $order) {\n      ...AdminGroupFields\n    }\n  }\n": types.AdminReorderGroupsDocument,
    "\n  mutation AdminAddGroupMembers($groupId: ID!, $userIds: [ID!]!) {\n    addGroupMembers(groupId: $groupId, userIds: $userIds) {\n      ...AdminGroupFields\n    }\n  }\n": types.AdminAddGroupMembersDocument,
    "\n  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId) {\n      ...AdminGroupFields\n    }\n  }\n": types.AdminRemoveGroupMemberDocument,
    "\n  mutation AdminCompleteGroupMember($groupId: ID!, $userId: ID!) {\n    completeGroupMember(groupId: $groupId, userId: $userId) {\n      ...AdminGroupMemberFields\n    }\n  }\n": types.AdminCompleteGroupMemberDocument,
    "\n  mutation AdminDeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n": types.AdminDeleteGroupDocument,
    "\n  fragment AdminGroupLeaderFields on GroupLeader {\n    userId\n    name\n    email\n    since\n  }\n": types.AdminGroupLeaderFieldsFragmentDoc,
    "\n  query AdminGroupLeaders($groupId: ID!) {\n    adminGroupLeaders(groupId: $groupId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n": types.AdminGroupLeadersDocument,
    "\n  query AdminGroupLeaderCandidates($groupId: ID!, $search: String, $first: Int!) {\n    adminGroupMembers(groupId: $groupId, search: $search, first: $first) {\n      totalCount\n      nodes {\n        userId\n        name\n        email\n      }\n    }\n  }\n": types.AdminGroupLeaderCandidatesDocument,
    "\n  mutation AdminGroupAddLeader($groupId: ID!, $userId: ID!) {\n    addGroupLeader(groupId: $groupId, userId: $userId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n": types.AdminGroupAddLeaderDocument,
    "\n  mutation AdminGroupRemoveLeader($groupId: ID!, $userId: ID!) {\n    removeGroupLeader(groupId: $groupId, userId: $userId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n": types.AdminGroupRemoveLeaderDocument,
    "\n  fragment AdminMessagesRow on AdminMessage {\n    id\n    groupId\n    groupName\n    source\n    type\n    priority\n    title\n    content\n    authorName\n    createdAt\n    updatedAt\n    openReportCount\n    hidden\n    reports {\n      id\n      reporterName\n      reason\n      countsTowardHiding\n      createdAt\n    }\n  }\n": types.AdminMessagesRowFragmentDoc,
    "\n  query AdminMessagesPage($filter: AdminMessageFilter, $first: Int!, $after: String) {\n    adminMessages(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AdminMessagesRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminMessagesPageDocument,
    "\n  mutation AdminMessagesCreate($input: GroupMessageInput!) {\n    createGroupMessage(input: $input) {\n      ...AdminMessagesRow\n    }\n  }\n": types.AdminMessagesCreateDocument,
    "\n  mutation AdminMessagesUpdate($id: ID!, $input: GroupMessageInput!) {\n    updateGroupMessage(id: $id, input: $input) {\n      ...AdminMessagesRow\n    }\n  }\n": types.AdminMessagesUpdateDocument,
    "\n  mutation AdminMessagesDelete($id: ID!) {\n    deleteMessage(id: $id)\n  }\n": types.AdminMessagesDeleteDocument,
    "\n  mutation AdminMessagesDismissReports($messageId: ID!) {\n    dismissMessageReports(messageId: $messageId) {\n      ...AdminMessagesRow\n    }\n  }\n": types.AdminMessagesDismissReportsDocument,
    "\n  fragment OutboxEmailFields on OutboxEmail {\n    id\n    kind\n    toAddress\n    subject\n    status\n    attempts\n    lastError\n    bodyText\n    createdAt\n    nextAttemptAt\n    sentAt\n  }\n": types.OutboxEmailFieldsFragmentDoc,
    "\n  query OutboxPage($status: OutboxStatus, $first: Int!, $after: String) {\n    adminOutbox(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...OutboxEmailFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.OutboxPageDocument,
    "\n  query OutboxMailConfigured {\n    adminMailConfigured\n  }\n": types.OutboxMailConfiguredDocument,
    "\n  mutation OutboxRetry($id: ID!) {\n    retryOutboxEmail(id: $id) {\n      ...OutboxEmailFields\n    }\n  }\n": types.OutboxRetryDocument,
    "\n  query AdminOverview {\n    adminOverview {\n      totalGroups\n      totalUsers\n      messagesSent\n      messagesHidden\n      donationsTotal\n      waitingCount\n      membersPerGroup {\n        groupId\n        groupName\n        memberCount\n        maxMembers\n      }\n      milestoneCompletion {\n        milestoneId\n        name\n        completed\n        tracked\n      }\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  query AdminSetup {\n    donationSettings {\n      enabled\n    }\n    adminMailConfigured\n  }\n": types.AdminSetupDocument,
    "\n  query AdminRhythmYesterday {\n    adminRhythmYesterday {\n      checkIns {\n        read\n        missed\n      }\n      reminders {\n        queued\n        sent\n        failed\n      }\n    }\n  }\n": types.AdminRhythmYesterdayDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.AdminChangePasswordDocument,
    "\n  fragment ProgressTabRow on ProgressRow {\n    key\n    userId\n    userName\n    userEmail\n    groupId\n    groupName\n    groupStatus\n    groupDay\n    trophiesCount\n    milestonesCompleted\n    milestonesTracked\n    avgPercentage\n    trophyRequest {\n      id\n      type\n      status\n      createdAt\n      decidedAt\n      reason\n    }\n    daysBehind\n    latestGrade\n    atRisk\n  }\n": types.ProgressTabRowFragmentDoc,
    "\n  query ProgressTabProgress($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {\n    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ProgressTabRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProgressTabProgressDocument,
    "\n  query ProgressTabMilestones($userId: ID!, $groupId: ID!) {\n    adminMilestones(userId: $userId, groupId: $groupId) {\n      id\n      key\n      name\n      dayNumber\n      daysCompleted\n      percentage\n      grade\n      completed\n    }\n  }\n": types.ProgressTabMilestonesDocument,
    "\n  mutation ProgressTabApprove($id: ID!) {\n    approveTrophyRequest(id: $id) {\n      ...ProgressTabRow\n    }\n  }\n": types.ProgressTabApproveDocument,
    "\n  mutation ProgressTabReject($id: ID!, $reason: String) {\n    rejectTrophyRequest(id: $id, reason: $reason) {\n      ...ProgressTabRow\n    }\n  }\n": types.ProgressTabRejectDocument,
    "\n  query ProgressTabPendingRequests($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {\n    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        key\n        userName\n        groupName\n        trophyRequest {\n          id\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProgressTabPendingRequestsDocument,
    "\n  mutation ProgressTabApproveMany($ids: [ID!]!) {\n    approveTrophyRequests(ids: $ids) {\n      id\n      outcome\n      message\n    }\n  }\n": types.ProgressTabApproveManyDocument,
    "\n  mutation ProgressTabRejectMany($ids: [ID!]!, $reason: String) {\n    rejectTrophyRequests(ids: $ids, reason: $reason) {\n      id\n      outcome\n      message\n    }\n  }\n": types.ProgressTabRejectManyDocument,
    "\n  fragment ProgressTabLegacyClaim on LegacyClaim {\n    id\n    name\n    email\n    city\n    completedJourneys\n    lastCompletionYear\n    note\n    status\n    userId\n    currentTrophies\n    createdAt\n    decidedAt\n    reason\n    confirmationExpiresAt\n    confirmedAt\n  }\n": types.ProgressTabLegacyClaimFragmentDoc,
    "\n  query ProgressTabLegacyClaims($status: LegacyClaimStatus, $first: Int!, $after: String) {\n    adminLegacyClaims(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ProgressTabLegacyClaim\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProgressTabLegacyClaimsDocument,
    "\n  mutation ProgressTabApproveLegacyClaim($id: ID!) {\n    approveLegacyClaim(id: $id) {\n      ...ProgressTabLegacyClaim\n    }\n  }\n": types.ProgressTabApproveLegacyClaimDocument,
    "\n  mutation ProgressTabRejectLegacyClaim($id: ID!, $reason: String) {\n    rejectLegacyClaim(id: $id, reason: $reason) {\n      ...ProgressTabLegacyClaim\n    }\n  }\n": types.ProgressTabRejectLegacyClaimDocument,
    "\n  fragment ReadingSettingsFields on ReadingSettings {\n    linkTemplate\n    bibleVersion\n    customPlanSince\n  }\n": types.ReadingSettingsFieldsFragmentDoc,
    "\n  query ReadingSettings {\n    adminReadingSettings {\n      ...ReadingSettingsFields\n    }\n  }\n": types.ReadingSettingsDocument,
    "\n  mutation ReadingSettingsUpdate($linkTemplate: String!, $bibleVersion: String!) {\n    updateReadingSettings(linkTemplate: $linkTemplate, bibleVersion: $bibleVersion) {\n      ...ReadingSettingsFields\n    }\n  }\n": types.ReadingSettingsUpdateDocument,
    "\n  query ReadingDefaultPlan {\n    adminDefaultReadingPlanCsv\n  }\n": types.ReadingDefaultPlanDocument,
    "\n  query ReadingPlanPreview($csv: String!) {\n    adminPreviewReadingPlan(csv: $csv) {\n      valid\n      problems\n    }\n  }\n": types.ReadingPlanPreviewDocument,
    "\n  mutation ReadingPlanUpload($csv: String!) {\n    uploadReadingPlan(csv: $csv) {\n      ...ReadingSettingsFields\n    }\n  }\n": types.ReadingPlanUploadDocument,
    "\n  mutation ReadingPlanReset {\n    resetReadingPlan {\n      ...ReadingSettingsFields\n    }\n  }\n": types.ReadingPlanResetDocument,
    "\n  fragment SettingsFields on AdminProgrammeSettings {\n    name\n    introVideoPart1Url\n    introVideoPart2Url\n    introVideoPart3Url\n    homeIntroVideoUrl\n    bibleAppUrl\n    helpStartPlanUrl\n    helpChangeLanguageUrl\n    timeZone\n    environmentTimeZone\n    effectiveTimeZone\n    leadersSeeContactDetails\n    updatedAt\n    reading {\n      ...ReadingSettingsFields\n    }\n    secrets {\n      stripe\n      stripeWebhook\n      smtp\n    }\n  }\n": types.SettingsFieldsFragmentDoc,
    "\n  query Settings {\n    adminProgrammeSettings {\n      ...SettingsFields\n    }\n  }\n": types.SettingsDocument,
    "\n  mutation SettingsUpdate($input: ProgrammeSettingsInput!) {\n    updateProgrammeSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n": types.SettingsUpdateDocument,
    "\n  query AdminGroupOptions {\n    adminGroups {\n      id\n      name\n      startDate\n      endDate\n      archivedAt\n    }\n  }\n": types.AdminGroupOptionsDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  fragment ShipmentsAward on AwardToShip {\n    id\n    userId\n    userName\n    email\n    city\n    mailingAddress\n    name\n    completedAt\n  }\n": types.ShipmentsAwardFragmentDoc,
    "\n  query ShipmentsAwardsToShip($first: Int!, $after: String) {\n    adminAwardsToShip(first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ShipmentsAward\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ShipmentsAwardsToShipDocument,
    "\n  mutation ShipmentsMarkShipped($ids: [ID!]!, $shippedOn: Date!, $note: String) {\n    markAwardsShipped(ids: $ids, shippedOn: $shippedOn, note: $note) {\n      id\n      outcome\n      message\n    }\n  }\n": types.ShipmentsMarkShippedDocument,
    "\n  fragment UsersTabUser on AdminUser {\n    id\n    name\n    email\n    phone\n    role\n    status\n    awardApproved\n    avatarUrl\n    city\n    mailingAddress\n    referral\n    trophiesCount\n    groups {\n      groupId\n      groupName\n      status\n    }\n    createdAt\n    waitingSince\n    registeredNetwork\n    hasPassword\n  }\n": types.UsersTabUserFragmentDoc,
    "\n  query UsersTabUsers($filter: AdminUserFilter, $first: Int!, $after: String) {\n    adminUsers(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...UsersTabUser\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.UsersTabUsersDocument,
    "\n  mutation UsersTabCreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      ...UsersTabUser\n    }\n  }\n": types.UsersTabCreateUserDocument,
    "\n  mutation UsersTabUpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UsersTabUser\n    }\n  }\n": types.UsersTabUpdateUserDocument,
    "\n  mutation UsersTabDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.UsersTabDeleteUserDocument,
    "\n  mutation UsersTabSetStatus($id: ID!, $status: UserStatus!) {\n    setUserStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.UsersTabSetStatusDocument,
    "\n  mutation UsersTabAdjustTrophies($id: ID!, $op: TrophyOp!, $value: Int) {\n    adjustTrophies(id: $id, op: $op, value: $value) {\n      id\n      trophiesCount\n    }\n  }\n": types.UsersTabAdjustTrophiesDocument,
    "\n  mutation UsersTabSendPasswordReset($userId: ID!) {\n    sendPasswordReset(userId: $userId) {\n      id\n      toAddress\n      status\n    }\n  }\n": types.UsersTabSendPasswordResetDocument,
    "\n  query UsersTabMailConfigured {\n    adminMailConfigured\n  }\n": types.UsersTabMailConfiguredDocument,
    "\n  query UsersTabNetworkCount($network: String!) {\n    adminUsers(filter: { network: $network, role: USER }, first: 1) {\n      totalCount\n    }\n  }\n": types.UsersTabNetworkCountDocument,
    "\n  mutation UsersTabRemoveNetwork($network: String!) {\n    removeNetworkRegistrations(network: $network)\n  }\n": types.UsersTabRemoveNetworkDocument,
    "\n  mutation UsersTabBulkUpdateUsers($ids: [ID!]!, $action: UserBulkAction!, $groupId: ID) {\n    bulkUpdateUsers(ids: $ids, action: $action, groupId: $groupId) {\n      id\n      outcome\n      message\n    }\n  }\n": types.UsersTabBulkUpdateUsersDocument,
    "\n  query UsersTabPreviewMemberImport($csv: String!) {\n    previewMemberImport(csv: $csv) {\n      rows\n      valid\n      withProblems\n      problems {\n        row\n        field\n        message\n      }\n      groups {\n        groupId\n        groupName\n        members\n      }\n      ignoredColumns\n    }\n  }\n": types.UsersTabPreviewMemberImportDocument,
    "\n  mutation UsersTabImportMembers($csv: String!) {\n    importMembers(csv: $csv) {\n      rows\n      imported\n      skipped\n      problems {\n        row\n        field\n        message\n      }\n      groups {\n        groupId\n        groupName\n        members\n      }\n    }\n  }\n": types.UsersTabImportMembersDocument,
    "\n  query Me {\n    me {\n      id\n      name\n    }\n  }\n": types.MeDocument,
    "\n  query AwardsPage {\n    me {\n      id\n      name\n      trophiesCount\n    }\n    awardTiers {\n      tier\n      minTrophies\n      maxTrophies\n      memberCount\n    }\n  }\n": types.AwardsPageDocument,
    "\n  query TrophyHolders($tier: Tier!, $first: Int!, $after: String) {\n    trophyHolders(tier: $tier, first: $first, after: $after) {\n      totalCount\n      nodes {\n        name\n        trophiesCount\n        avatarUrl\n        tier\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TrophyHoldersDocument,
    "\n  fragment BoardMessageFields on Message {\n    id\n    groupId\n    source\n    type\n    priority\n    title\n    content\n    authorName\n    createdAt\n    unread\n    mine\n  }\n": types.BoardMessageFieldsFragmentDoc,
    "\n  query Board($type: MessageType, $first: Int!, $after: String) {\n    board(type: $type, first: $first, after: $after) {\n      groupId\n      groupName\n      messages {\n        ...BoardMessageFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      unreadCount\n      counts {\n        type\n        count\n        unread\n      }\n      lastReadAt\n      version\n    }\n  }\n": types.BoardDocument,
    "\n  query BoardUnread {\n    board(first: 1) {\n      groupId\n      unreadCount\n      version\n    }\n  }\n": types.BoardUnreadDocument,
    "\n  subscription BoardEvents($groupId: ID!, $since: Int) {\n    boardEvents(groupId: $groupId, since: $since) {\n      kind\n      groupId\n      messageId\n      message {\n        ...BoardMessageFields\n      }\n      version\n      totalCount\n      unreadCount\n      counts {\n        type\n        count\n        unread\n      }\n    }\n  }\n": types.BoardEventsDocument,
    "\n  mutation PostMessage($input: PostMessageInput!) {\n    postMessage(input: $input) {\n      ...BoardMessageFields\n    }\n  }\n": types.PostMessageDocument,
    "\n  mutation ReportMessage($messageId: ID!, $reason: String) {\n    reportMessage(messageId: $messageId, reason: $reason)\n  }\n": types.ReportMessageDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n": types.DeleteMessageDocument,
    "\n  mutation MarkBoardRead($until: Time) {\n    markBoardRead(until: $until) {\n      groupId\n      unreadCount\n      lastReadAt\n    }\n  }\n": types.MarkBoardReadDocument,
    "\n  mutation MarkTypeRead($type: MessageType!) {\n    markTypeRead(type: $type) {\n      groupId\n      unreadCount\n      lastReadAt\n    }\n  }\n": types.MarkTypeReadDocument,
    "\n  fragment CatchUpDayFields on CatchUpDay {\n    number\n    date\n    reference\n    minutes\n    passages {\n      reference\n      url\n    }\n    read\n  }\n": types.CatchUpDayFieldsFragmentDoc,
    "\n  fragment CatchUpFields on CatchUp {\n    missedDays\n    unplannedDays\n    plan {\n      milestoneName\n      finishBy\n      missedDays\n      madeUpCount\n      daysRead\n      done\n      days {\n        ...CatchUpDayFields\n      }\n      due {\n        ...CatchUpDayFields\n      }\n      next {\n        ...CatchUpDayFields\n      }\n    }\n  }\n": types.CatchUpFieldsFragmentDoc,
    "\n  query CatchUpToday {\n    today {\n      ...TodayFields\n    }\n  }\n": types.CatchUpTodayDocument,
    "\n  query CatchUpProposal($finishBy: Date) {\n    catchUpProposal(finishBy: $finishBy) {\n      milestoneName\n      finishBy\n      latestFinishBy\n      missed {\n        day\n        date\n        reference\n      }\n      days {\n        ...CatchUpDayFields\n      }\n      minutesPerDay\n    }\n  }\n": types.CatchUpProposalDocument,
    "\n  mutation CatchUpAccept($finishBy: Date!) {\n    acceptCatchUp(finishBy: $finishBy) {\n      ...TodayFields\n    }\n  }\n": types.CatchUpAcceptDocument,
    "\n  mutation CatchUpMarkRead($through: Int!) {\n    markCatchUpRead(through: $through) {\n      ...TodayFields\n    }\n  }\n": types.CatchUpMarkReadDocument,
    "\n  mutation CatchUpDrop {\n    dropCatchUp {\n      ...TodayFields\n    }\n  }\n": types.CatchUpDropDocument,
    "\n  fragment CheckInLinkFields on CheckInLink {\n    firstName\n    groupName\n    day\n    date\n    suggested\n    recorded\n    streak {\n      ...StreakFields\n    }\n  }\n": types.CheckInLinkFieldsFragmentDoc,
    "\n  query CheckInLink($token: String!) {\n    checkInLink(token: $token) {\n      ...CheckInLinkFields\n    }\n  }\n": types.CheckInLinkDocument,
    "\n  mutation CheckInByLink($token: String!, $answer: CheckInAnswer!) {\n    checkInByLink(token: $token, answer: $answer) {\n      ...CheckInLinkFields\n    }\n  }\n": types.CheckInByLinkDocument,
    "\n  fragment DashboardGroupFields on Group {\n    id\n    name\n    status\n    startDate\n    endDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    started\n    invitationAvailableOn\n    whatsappInviteUrl\n    youversionPlanUrl\n  }\n": types.DashboardGroupFieldsFragmentDoc,
    "\n  fragment MilestoneFields on Milestone {\n    id\n    key\n    name\n    dayNumber\n    totalDays\n    missingDays\n    daysCompleted\n    percentage\n    grade\n    completed\n    firstDay\n    opensOn\n    open\n  }\n": types.MilestoneFieldsFragmentDoc,
    "\n  fragment TrophyRequestFields on TrophyRequest {\n    id\n    type\n    status\n    createdAt\n  }\n": types.TrophyRequestFieldsFragmentDoc,
    "\n  fragment NextGroupFields on NextGroup {\n    id\n    name\n    startDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    alreadyJoined\n    canJoin\n  }\n": types.NextGroupFieldsFragmentDoc,
    "\n  query Dashboard {\n    dashboard {\n      welcomeName\n      group {\n        ...DashboardGroupFields\n      }\n      readingPlanUrl\n      milestones {\n        ...MilestoneFields\n      }\n      journeyComplete\n      trophyRequest {\n        ...TrophyRequestFields\n      }\n      awards(first: 3) {\n        totalCount\n        nodes {\n          id\n          name\n          completedAt\n          shippedOn\n          shippingNote\n        }\n      }\n      nextGroup {\n        ...NextGroupFields\n      }\n      calendarUrl\n      waitingList {\n        since\n        group {\n          name\n        }\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation SetMissingDays($milestoneId: Int!, $missingDays: Int, $clientKey: String) {\n    setMissingDays(milestoneId: $milestoneId, missingDays: $missingDays, clientKey: $clientKey) {\n      ...MilestoneFields\n    }\n  }\n": types.SetMissingDaysDocument,
    "\n  mutation RequestTrophyApproval($description: String) {\n    requestTrophyApproval(description: $description) {\n      ...TrophyRequestFields\n    }\n  }\n": types.RequestTrophyApprovalDocument,
    "\n  mutation JoinNextGroup($id: ID!) {\n    joinGroup(id: $id) {\n      ...NextGroupFields\n    }\n  }\n": types.JoinNextGroupDocument,
    "\n  mutation CancelNextGroup($id: ID!) {\n    cancelGroup(id: $id) {\n      ...NextGroupFields\n    }\n  }\n": types.CancelNextGroupDocument,
    "\n  mutation RenewCalendarUrl {\n    renewCalendarUrl\n  }\n": types.RenewCalendarUrlDocument,
    "\n  fragment ReadingDayFields on ReadingDay {\n    day\n    milestoneName\n    reference\n    verses\n    passages {\n      reference\n      book\n      bookCode\n      chapter\n      fromVerse\n      toVerse\n      url\n    }\n  }\n": types.ReadingDayFieldsFragmentDoc,
    "\n  fragment TodayFields on Today {\n    date\n    day\n    answer\n    canCheckIn\n    streak {\n      ...StreakFields\n    }\n    groupName\n    startsOn\n    over\n    reading {\n      ...ReadingDayFields\n    }\n    milestoneName\n    daysToMilestoneEnd\n    gradeBudget {\n      grade\n      maxMissing\n      remaining\n    }\n    catchUp {\n      ...CatchUpFields\n    }\n  }\n": types.TodayFieldsFragmentDoc,
    "\n  query Today {\n    today {\n      ...TodayFields\n    }\n  }\n": types.TodayDocument,
    "\n  mutation CheckIn($day: Int!, $answer: CheckInAnswer!, $clientKey: String) {\n    checkIn(day: $day, answer: $answer, clientKey: $clientKey) {\n      ...TodayFields\n    }\n  }\n": types.CheckInDocument,
    "\n  query DonationSettings {\n    donationSettings {\n      enabled\n      publishableKey\n      minAmount\n      maxAmount\n    }\n  }\n": types.DonationSettingsDocument,
    "\n  mutation CreateDonation($input: DonationInput!) {\n    createDonation(input: $input) {\n      donationId\n      clientSecret\n    }\n  }\n": types.CreateDonationDocument,
    "\n  query FormRules {\n    formRules {\n      minPasswordLength\n      maxPasswordBytes\n      maxMessageLength\n      maxTitleLength\n      maxReasonLength\n      maxNameLength\n      maxEmailLength\n      maxCityLength\n      maxMailingAddressLength\n      maxLegacyNoteLength\n      maxRejectReasonLength\n      minLegacyJourneys\n      maxLegacyJourneys\n      firstLegacyYear\n      dateInputFormats\n      postableTypes\n    }\n  }\n": types.FormRulesDocument,
    "\n  fragment StreakFields on Streak {\n    current\n    best\n    perfectWeeks\n    daysRead\n  }\n": types.StreakFieldsFragmentDoc,
    "\n  query CurrentGroup {\n    currentGroup {\n      name\n      startDate\n      registrationDeadline\n      memberCount\n      maxMembers\n    }\n  }\n": types.CurrentGroupDocument,
    "\n  query MemberLocale {\n    mySettings {\n      locale\n    }\n  }\n": types.MemberLocaleDocument,
    "\n  mutation UpdateMyLocale($locale: String!) {\n    updateMyLocale(locale: $locale) {\n      locale\n    }\n  }\n": types.UpdateMyLocaleDocument,
    "\n  mutation JoinCurrentGroup {\n    joinCurrentGroup {\n      id\n      name\n      startDate\n    }\n  }\n": types.JoinCurrentGroupDocument,
    "\n  query LeadLedGroups {\n    myLedGroups {\n      id\n      name\n    }\n  }\n": types.LeadLedGroupsDocument,
    "\n  fragment LeadRow on ProgressRow {\n    key\n    userId\n    userName\n    groupId\n    milestonesCompleted\n    milestonesTracked\n    avgPercentage\n    latestGrade\n    daysBehind\n    atRisk\n    trophyRequest {\n      id\n      status\n    }\n  }\n": types.LeadRowFragmentDoc,
    "\n  query LeadProgress(\n    $groupId: ID!\n    $filter: LeaderProgressFilter\n    $orderBy: ProgressOrder\n    $first: Int!\n    $after: String\n  ) {\n    leaderProgress(groupId: $groupId, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...LeadRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.LeadProgressDocument,
    "\n  query LeadMilestones($groupId: ID!, $userId: ID!) {\n    leaderMilestones(groupId: $groupId, userId: $userId) {\n      id\n      key\n      name\n      dayNumber\n      daysCompleted\n      percentage\n      grade\n      completed\n    }\n  }\n": types.LeadMilestonesDocument,
    "\n  query LeadMemberContact($groupId: ID!, $userId: ID!) {\n    leaderMemberContact(groupId: $groupId, userId: $userId) {\n      userId\n      city\n      email\n      mailingAddress\n    }\n  }\n": types.LeadMemberContactDocument,
    "\n  fragment LeadMessage on AdminMessage {\n    id\n    source\n    type\n    title\n    content\n    authorName\n    createdAt\n    openReportCount\n    hidden\n  }\n": types.LeadMessageFragmentDoc,
    "\n  query LeadMessages($groupId: ID!, $reported: Boolean, $first: Int!, $after: String) {\n    leaderMessages(groupId: $groupId, reported: $reported, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...LeadMessage\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.LeadMessagesDocument,
    "\n  mutation LeadHideMessage($messageId: ID!) {\n    leaderHideMessage(messageId: $messageId) {\n      ...LeadMessage\n    }\n  }\n": types.LeadHideMessageDocument,
    "\n  mutation LeadDismissReports($messageId: ID!) {\n    leaderDismissMessageReports(messageId: $messageId) {\n      ...LeadMessage\n    }\n  }\n": types.LeadDismissReportsDocument,
    "\n  query LeadAnnouncementPreview($input: AnnouncementAudienceInput!) {\n    leaderAnnouncementPreview(input: $input) {\n      recipients\n      leftOut\n    }\n  }\n": types.LeadAnnouncementPreviewDocument,
    "\n  mutation LeadSendAnnouncement($input: AnnouncementInput!) {\n    leaderSendAnnouncement(input: $input) {\n      id\n      recipients\n    }\n  }\n": types.LeadSendAnnouncementDocument,
    "\n  mutation LeadPostAnnouncement($input: LeaderPostInput!) {\n    leaderPostAnnouncement(input: $input) {\n      id\n    }\n  }\n": types.LeadPostAnnouncementDocument,
    "\n  mutation SubmitLegacyClaim($input: LegacyClaimInput!) {\n    submitLegacyClaim(input: $input)\n  }\n": types.SubmitLegacyClaimDocument,
    "\n  mutation ConfirmLegacyClaim($token: String!) {\n    confirmLegacyClaim(token: $token) {\n      name\n      trophiesCount\n      accountCreated\n    }\n  }\n": types.ConfirmLegacyClaimDocument,
    "\n  fragment SessionUserFields on User {\n    name\n    email\n    role\n    trophiesCount\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($email: String!, $name: String!) {\n    login(email: $email, name: $name) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  fragment MyProfileFields on MyProfile {\n    name\n    email\n    city\n    mailingAddress\n    hasPassword\n    signInByLink\n    pendingEmail\n    pendingEmailExpiresAt\n  }\n": types.MyProfileFieldsFragmentDoc,
    "\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...MyProfileFields\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation RequestEmailChange($email: String!) {\n    requestEmailChange(email: $email) {\n      ...MyProfileFields\n    }\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      name\n      email\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation SetMyPassword($currentPassword: String, $newPassword: String!) {\n    setMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.SetMyPasswordDocument,
    "\n  mutation RemoveMyPassword($currentPassword: String!) {\n    removeMyPassword(currentPassword: $currentPassword) {\n      ...MyProfileFields\n    }\n  }\n": types.RemoveMyPasswordDocument,
    "\n  mutation SetSignInByLink($on: Boolean!) {\n    setSignInByLink(on: $on) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.SetSignInByLinkDocument,
    "\n  mutation PasswordLogin($email: String!, $password: String!) {\n    passwordLogin(email: $email, password: $password) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.PasswordLoginDocument,
    "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n": types.RequestSignInLinkDocument,
    "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.SignInWithLinkDocument,
    "\n  query ProgrammeSettings {\n    programmeSettings {\n      name\n      introVideoPart1Url\n      introVideoPart2Url\n      introVideoPart3Url\n      homeIntroVideoUrl\n      bibleAppUrl\n      helpStartPlanUrl\n      helpChangeLanguageUrl\n    }\n  }\n": types.ProgrammeSettingsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n      group {\n        name\n        startDate\n        registrationDeadline\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment MySettingsFields on MySettings {\n    timeZone\n    reminderTime\n    weeklyDigest\n    digestWeekday\n    digestTime\n    announcements\n  }\n": types.MySettingsFieldsFragmentDoc,
    "\n  query MySettings {\n    mySettings {\n      ...MySettingsFields\n    }\n  }\n": types.MySettingsDocument,
    "\n  mutation UpdateMySettings($input: MySettingsInput!) {\n    updateMySettings(input: $input) {\n      ...MySettingsFields\n    }\n  }\n": types.UpdateMySettingsDocument,
    "\n  fragment PushSettingsFields on PushSettings {\n    reminder\n    reminderMail\n    boardNews\n    devices {\n      id\n      label\n      createdAt\n      lastPushedAt\n    }\n  }\n": types.PushSettingsFieldsFragmentDoc,
    "\n  query PushSettings {\n    pushVapidPublicKey\n    myPushSettings {\n      ...PushSettingsFields\n    }\n  }\n": types.PushSettingsDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input) {\n      id\n      label\n      createdAt\n      lastPushedAt\n    }\n  }\n": types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": types.UnsubscribePushDocument,
    "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id) {\n      ...PushSettingsFields\n    }\n  }\n": types.RemovePushDeviceDocument,
    "\n  mutation UpdatePushSettings($input: PushSettingsInput!) {\n    updatePushSettings(input: $input) {\n      ...PushSettingsFields\n    }\n  }\n": types.UpdatePushSettingsDocument,
    "\n  fragment MailPreferencesFields on MailPreferences {\n    firstName\n    category\n    reminders\n    weeklyDigest\n    announcements\n  }\n": types.MailPreferencesFieldsFragmentDoc,
    "\n  query MailPreferences($token: String!) {\n    mailPreferences(token: $token) {\n      ...MailPreferencesFields\n    }\n  }\n": types.MailPreferencesDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      ...MailPreferencesFields\n    }\n  }\n": types.UnsubscribeDocument,
    "\n  mutation UpdateMailPreferences($token: String!, $reminders: Boolean!, $weeklyDigest: Boolean!, $announcements: Boolean!) {\n    updateMailPreferences(token: $token, reminders: $reminders, weeklyDigest: $weeklyDigest, announcements: $announcements) {\n      ...MailPreferencesFields\n    }\n  }\n": types.UpdateMailPreferencesDocument,
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
export function graphql(source: "\n  fragment AnnouncementRowFields on Announcement {\n    id\n    audience\n    groupId\n    groupName\n    subject\n    createdAt\n    recipients\n    leftOut\n    queuedAt\n    sent\n    failed\n    pending\n  }\n"): (typeof documents)["\n  fragment AnnouncementRowFields on Announcement {\n    id\n    audience\n    groupId\n    groupName\n    subject\n    createdAt\n    recipients\n    leftOut\n    queuedAt\n    sent\n    failed\n    pending\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementPreview($input: AnnouncementAudienceInput!) {\n    adminAnnouncementPreview(input: $input) {\n      recipients\n      leftOut\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementPreview($input: AnnouncementAudienceInput!) {\n    adminAnnouncementPreview(input: $input) {\n      recipients\n      leftOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementPage($first: Int!, $after: String) {\n    adminAnnouncements(first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AnnouncementRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementPage($first: Int!, $after: String) {\n    adminAnnouncements(first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AnnouncementRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnouncementSend($input: AnnouncementInput!) {\n    sendAnnouncement(input: $input) {\n      ...AnnouncementRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnnouncementSend($input: AnnouncementInput!) {\n    sendAnnouncement(input: $input) {\n      ...AnnouncementRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAudit($filter: AuditFilter, $first: Int!, $after: String) {\n    adminAudit(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        at\n        adminId\n        adminName\n        action\n        objectType\n        objectId\n        changes {\n          field\n          before\n          after\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAudit($filter: AuditFilter, $first: Int!, $after: String) {\n    adminAudit(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        at\n        adminId\n        adminName\n        action\n        objectType\n        objectId\n        changes {\n          field\n          before\n          after\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditAdmins($first: Int!) {\n    adminUsers(filter: { role: ADMIN }, first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditAdmins($first: Int!) {\n    adminUsers(filter: { role: ADMIN }, first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DonationsRowFields on AdminDonation {\n    id\n    donorName\n    donorEmail\n    anonymous\n    amount\n    type\n    status\n    statusReason\n    createdAt\n    subscriptionId\n    demo\n  }\n"): (typeof documents)["\n  fragment DonationsRowFields on AdminDonation {\n    id\n    donorName\n    donorEmail\n    anonymous\n    amount\n    type\n    status\n    statusReason\n    createdAt\n    subscriptionId\n    demo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationsPage($filter: AdminDonationFilter, $first: Int!, $after: String) {\n    adminDonations(filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalAmount\n      completedAmount\n      nodes {\n        ...DonationsRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DonationsPage($filter: AdminDonationFilter, $first: Int!, $after: String) {\n    adminDonations(filter: $filter, first: $first, after: $after) {\n      totalCount\n      totalAmount\n      completedAmount\n      nodes {\n        ...DonationsRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminGroupFields on AdminGroup {\n    id\n    name\n    status\n    startDate\n    endDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    sortOrder\n    whatsappInviteUrl\n    youversionPlanUrl\n    archivedAt\n  }\n"): (typeof documents)["\n  fragment AdminGroupFields on AdminGroup {\n    id\n    name\n    status\n    startDate\n    endDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    sortOrder\n    whatsappInviteUrl\n    youversionPlanUrl\n    archivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGroupsTab {\n    adminGroups {\n      ...AdminGroupFields\n    }\n  }\n"): (typeof documents)["\n  query AdminGroupsTab {\n    adminGroups {\n      ...AdminGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminGroupMemberFields on GroupMember {\n    userId\n    groupId\n    name\n    email\n    city\n    userStatus\n    status\n    joinDate\n    completedAt\n  }\n"): (typeof documents)["\n  fragment AdminGroupMemberFields on GroupMember {\n    userId\n    groupId\n    name\n    email\n    city\n    userStatus\n    status\n    joinDate\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGroupMembersPage($groupId: ID!, $first: Int!, $after: String) {\n    adminGroupMembers(groupId: $groupId, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AdminGroupMemberFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGroupMembersPage($groupId: ID!, $first: Int!, $after: String) {\n    adminGroupMembers(groupId: $groupId, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AdminGroupMemberFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGroupAddCandidates($filter: AdminUserFilter!, $first: Int!, $after: String) {\n    adminUsers(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        city\n        status\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGroupAddCandidates($filter: AdminUserFilter!, $first: Int!, $after: String) {\n    adminUsers(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        city\n        status\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...AdminGroupFields\n      }\n      requestedStartDate\n      startAligned\n      notice\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...AdminGroupFields\n      }\n      requestedStartDate\n      startAligned\n      notice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      ...AdminGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateGroup($id: ID!, $input: UpdateGroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      ...AdminGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetGroupStatus($id: ID!, $status: GroupStatus!) {\n    setGroupStatus(id: $id, status: $status) {\n      ...AdminGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetGroupStatus($id: ID!, $status: GroupStatus!) {\n    setGroupStatus(id: $id, status: $status) {\n      ...AdminGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      ...AdminGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArchiveGroup($id: ID!) {\n    archiveGroup(id: $id) {\n      ...AdminGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnarchiveGroup($id: ID!) {\n    unarchiveGroup(id: $id) {\n      ...AdminGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUnarchiveGroup($id: ID!) {\n    unarchiveGroup(id: $id) {\n      ...AdminGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReorderGroups($order: [ID!]!) {\n    reorderGroups(order: $order) {\n      ...AdminGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReorderGroups($order: [ID!]!) {\n    reorderGroups(order: $order) {\n      ...AdminGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddGroupMembers($groupId: ID!, $userIds: [ID!]!) {\n    addGroupMembers(groupId: $groupId, userIds: $userIds) {\n      ...AdminGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddGroupMembers($groupId: ID!, $userIds: [ID!]!) {\n    addGroupMembers(groupId: $groupId, userIds: $userIds) {\n      ...AdminGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId) {\n      ...AdminGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId) {\n      ...AdminGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCompleteGroupMember($groupId: ID!, $userId: ID!) {\n    completeGroupMember(groupId: $groupId, userId: $userId) {\n      ...AdminGroupMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCompleteGroupMember($groupId: ID!, $userId: ID!) {\n    completeGroupMember(groupId: $groupId, userId: $userId) {\n      ...AdminGroupMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminGroupLeaderFields on GroupLeader {\n    userId\n    name\n    email\n    since\n  }\n"): (typeof documents)["\n  fragment AdminGroupLeaderFields on GroupLeader {\n    userId\n    name\n    email\n    since\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGroupLeaders($groupId: ID!) {\n    adminGroupLeaders(groupId: $groupId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n"): (typeof documents)["\n  query AdminGroupLeaders($groupId: ID!) {\n    adminGroupLeaders(groupId: $groupId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGroupLeaderCandidates($groupId: ID!, $search: String, $first: Int!) {\n    adminGroupMembers(groupId: $groupId, search: $search, first: $first) {\n      totalCount\n      nodes {\n        userId\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGroupLeaderCandidates($groupId: ID!, $search: String, $first: Int!) {\n    adminGroupMembers(groupId: $groupId, search: $search, first: $first) {\n      totalCount\n      nodes {\n        userId\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminGroupAddLeader($groupId: ID!, $userId: ID!) {\n    addGroupLeader(groupId: $groupId, userId: $userId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminGroupAddLeader($groupId: ID!, $userId: ID!) {\n    addGroupLeader(groupId: $groupId, userId: $userId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminGroupRemoveLeader($groupId: ID!, $userId: ID!) {\n    removeGroupLeader(groupId: $groupId, userId: $userId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminGroupRemoveLeader($groupId: ID!, $userId: ID!) {\n    removeGroupLeader(groupId: $groupId, userId: $userId) {\n      ...AdminGroupLeaderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMessagesRow on AdminMessage {\n    id\n    groupId\n    groupName\n    source\n    type\n    priority\n    title\n    content\n    authorName\n    createdAt\n    updatedAt\n    openReportCount\n    hidden\n    reports {\n      id\n      reporterName\n      reason\n      countsTowardHiding\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMessagesRow on AdminMessage {\n    id\n    groupId\n    groupName\n    source\n    type\n    priority\n    title\n    content\n    authorName\n    createdAt\n    updatedAt\n    openReportCount\n    hidden\n    reports {\n      id\n      reporterName\n      reason\n      countsTowardHiding\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessagesPage($filter: AdminMessageFilter, $first: Int!, $after: String) {\n    adminMessages(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AdminMessagesRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessagesPage($filter: AdminMessageFilter, $first: Int!, $after: String) {\n    adminMessages(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...AdminMessagesRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMessagesCreate($input: GroupMessageInput!) {\n    createGroupMessage(input: $input) {\n      ...AdminMessagesRow\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMessagesCreate($input: GroupMessageInput!) {\n    createGroupMessage(input: $input) {\n      ...AdminMessagesRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMessagesUpdate($id: ID!, $input: GroupMessageInput!) {\n    updateGroupMessage(id: $id, input: $input) {\n      ...AdminMessagesRow\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMessagesUpdate($id: ID!, $input: GroupMessageInput!) {\n    updateGroupMessage(id: $id, input: $input) {\n      ...AdminMessagesRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMessagesDelete($id: ID!) {\n    deleteMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminMessagesDelete($id: ID!) {\n    deleteMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMessagesDismissReports($messageId: ID!) {\n    dismissMessageReports(messageId: $messageId) {\n      ...AdminMessagesRow\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMessagesDismissReports($messageId: ID!) {\n    dismissMessageReports(messageId: $messageId) {\n      ...AdminMessagesRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxEmailFields on OutboxEmail {\n    id\n    kind\n    toAddress\n    subject\n    status\n    attempts\n    lastError\n    bodyText\n    createdAt\n    nextAttemptAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment OutboxEmailFields on OutboxEmail {\n    id\n    kind\n    toAddress\n    subject\n    status\n    attempts\n    lastError\n    bodyText\n    createdAt\n    nextAttemptAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxPage($status: OutboxStatus, $first: Int!, $after: String) {\n    adminOutbox(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...OutboxEmailFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxPage($status: OutboxStatus, $first: Int!, $after: String) {\n    adminOutbox(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...OutboxEmailFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMailConfigured {\n    adminMailConfigured\n  }\n"): (typeof documents)["\n  query OutboxMailConfigured {\n    adminMailConfigured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutboxRetry($id: ID!) {\n    retryOutboxEmail(id: $id) {\n      ...OutboxEmailFields\n    }\n  }\n"): (typeof documents)["\n  mutation OutboxRetry($id: ID!) {\n    retryOutboxEmail(id: $id) {\n      ...OutboxEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminOverview {\n      totalGroups\n      totalUsers\n      messagesSent\n      messagesHidden\n      donationsTotal\n      waitingCount\n      membersPerGroup {\n        groupId\n        groupName\n        memberCount\n        maxMembers\n      }\n      milestoneCompletion {\n        milestoneId\n        name\n        completed\n        tracked\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminOverview {\n      totalGroups\n      totalUsers\n      messagesSent\n      messagesHidden\n      donationsTotal\n      waitingCount\n      membersPerGroup {\n        groupId\n        groupName\n        memberCount\n        maxMembers\n      }\n      milestoneCompletion {\n        milestoneId\n        name\n        completed\n        tracked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSetup {\n    donationSettings {\n      enabled\n    }\n    adminMailConfigured\n  }\n"): (typeof documents)["\n  query AdminSetup {\n    donationSettings {\n      enabled\n    }\n    adminMailConfigured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRhythmYesterday {\n    adminRhythmYesterday {\n      checkIns {\n        read\n        missed\n      }\n      reminders {\n        queued\n        sent\n        failed\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRhythmYesterday {\n    adminRhythmYesterday {\n      checkIns {\n        read\n        missed\n      }\n      reminders {\n        queued\n        sent\n        failed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgressTabRow on ProgressRow {\n    key\n    userId\n    userName\n    userEmail\n    groupId\n    groupName\n    groupStatus\n    groupDay\n    trophiesCount\n    milestonesCompleted\n    milestonesTracked\n    avgPercentage\n    trophyRequest {\n      id\n      type\n      status\n      createdAt\n      decidedAt\n      reason\n    }\n    daysBehind\n    latestGrade\n    atRisk\n  }\n"): (typeof documents)["\n  fragment ProgressTabRow on ProgressRow {\n    key\n    userId\n    userName\n    userEmail\n    groupId\n    groupName\n    groupStatus\n    groupDay\n    trophiesCount\n    milestonesCompleted\n    milestonesTracked\n    avgPercentage\n    trophyRequest {\n      id\n      type\n      status\n      createdAt\n      decidedAt\n      reason\n    }\n    daysBehind\n    latestGrade\n    atRisk\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgressTabProgress($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {\n    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ProgressTabRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgressTabProgress($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {\n    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ProgressTabRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgressTabMilestones($userId: ID!, $groupId: ID!) {\n    adminMilestones(userId: $userId, groupId: $groupId) {\n      id\n      key\n      name\n      dayNumber\n      daysCompleted\n      percentage\n      grade\n      completed\n    }\n  }\n"): (typeof documents)["\n  query ProgressTabMilestones($userId: ID!, $groupId: ID!) {\n    adminMilestones(userId: $userId, groupId: $groupId) {\n      id\n      key\n      name\n      dayNumber\n      daysCompleted\n      percentage\n      grade\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProgressTabApprove($id: ID!) {\n    approveTrophyRequest(id: $id) {\n      ...ProgressTabRow\n    }\n  }\n"): (typeof documents)["\n  mutation ProgressTabApprove($id: ID!) {\n    approveTrophyRequest(id: $id) {\n      ...ProgressTabRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProgressTabReject($id: ID!, $reason: String) {\n    rejectTrophyRequest(id: $id, reason: $reason) {\n      ...ProgressTabRow\n    }\n  }\n"): (typeof documents)["\n  mutation ProgressTabReject($id: ID!, $reason: String) {\n    rejectTrophyRequest(id: $id, reason: $reason) {\n      ...ProgressTabRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgressTabPendingRequests($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {\n    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        key\n        userName\n        groupName\n        trophyRequest {\n          id\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgressTabPendingRequests($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {\n    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        key\n        userName\n        groupName\n        trophyRequest {\n          id\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProgressTabApproveMany($ids: [ID!]!) {\n    approveTrophyRequests(ids: $ids) {\n      id\n      outcome\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProgressTabApproveMany($ids: [ID!]!) {\n    approveTrophyRequests(ids: $ids) {\n      id\n      outcome\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProgressTabRejectMany($ids: [ID!]!, $reason: String) {\n    rejectTrophyRequests(ids: $ids, reason: $reason) {\n      id\n      outcome\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProgressTabRejectMany($ids: [ID!]!, $reason: String) {\n    rejectTrophyRequests(ids: $ids, reason: $reason) {\n      id\n      outcome\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgressTabLegacyClaim on LegacyClaim {\n    id\n    name\n    email\n    city\n    completedJourneys\n    lastCompletionYear\n    note\n    status\n    userId\n    currentTrophies\n    createdAt\n    decidedAt\n    reason\n    confirmationExpiresAt\n    confirmedAt\n  }\n"): (typeof documents)["\n  fragment ProgressTabLegacyClaim on LegacyClaim {\n    id\n    name\n    email\n    city\n    completedJourneys\n    lastCompletionYear\n    note\n    status\n    userId\n    currentTrophies\n    createdAt\n    decidedAt\n    reason\n    confirmationExpiresAt\n    confirmedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgressTabLegacyClaims($status: LegacyClaimStatus, $first: Int!, $after: String) {\n    adminLegacyClaims(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ProgressTabLegacyClaim\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgressTabLegacyClaims($status: LegacyClaimStatus, $first: Int!, $after: String) {\n    adminLegacyClaims(status: $status, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ProgressTabLegacyClaim\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProgressTabApproveLegacyClaim($id: ID!) {\n    approveLegacyClaim(id: $id) {\n      ...ProgressTabLegacyClaim\n    }\n  }\n"): (typeof documents)["\n  mutation ProgressTabApproveLegacyClaim($id: ID!) {\n    approveLegacyClaim(id: $id) {\n      ...ProgressTabLegacyClaim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProgressTabRejectLegacyClaim($id: ID!, $reason: String) {\n    rejectLegacyClaim(id: $id, reason: $reason) {\n      ...ProgressTabLegacyClaim\n    }\n  }\n"): (typeof documents)["\n  mutation ProgressTabRejectLegacyClaim($id: ID!, $reason: String) {\n    rejectLegacyClaim(id: $id, reason: $reason) {\n      ...ProgressTabLegacyClaim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReadingSettingsFields on ReadingSettings {\n    linkTemplate\n    bibleVersion\n    customPlanSince\n  }\n"): (typeof documents)["\n  fragment ReadingSettingsFields on ReadingSettings {\n    linkTemplate\n    bibleVersion\n    customPlanSince\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingSettings {\n    adminReadingSettings {\n      ...ReadingSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query ReadingSettings {\n    adminReadingSettings {\n      ...ReadingSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadingSettingsUpdate($linkTemplate: String!, $bibleVersion: String!) {\n    updateReadingSettings(linkTemplate: $linkTemplate, bibleVersion: $bibleVersion) {\n      ...ReadingSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReadingSettingsUpdate($linkTemplate: String!, $bibleVersion: String!) {\n    updateReadingSettings(linkTemplate: $linkTemplate, bibleVersion: $bibleVersion) {\n      ...ReadingSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingDefaultPlan {\n    adminDefaultReadingPlanCsv\n  }\n"): (typeof documents)["\n  query ReadingDefaultPlan {\n    adminDefaultReadingPlanCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingPlanPreview($csv: String!) {\n    adminPreviewReadingPlan(csv: $csv) {\n      valid\n      problems\n    }\n  }\n"): (typeof documents)["\n  query ReadingPlanPreview($csv: String!) {\n    adminPreviewReadingPlan(csv: $csv) {\n      valid\n      problems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadingPlanUpload($csv: String!) {\n    uploadReadingPlan(csv: $csv) {\n      ...ReadingSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReadingPlanUpload($csv: String!) {\n    uploadReadingPlan(csv: $csv) {\n      ...ReadingSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadingPlanReset {\n    resetReadingPlan {\n      ...ReadingSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReadingPlanReset {\n    resetReadingPlan {\n      ...ReadingSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsFields on AdminProgrammeSettings {\n    name\n    introVideoPart1Url\n    introVideoPart2Url\n    introVideoPart3Url\n    homeIntroVideoUrl\n    bibleAppUrl\n    helpStartPlanUrl\n    helpChangeLanguageUrl\n    timeZone\n    environmentTimeZone\n    effectiveTimeZone\n    leadersSeeContactDetails\n    updatedAt\n    reading {\n      ...ReadingSettingsFields\n    }\n    secrets {\n      stripe\n      stripeWebhook\n      smtp\n    }\n  }\n"): (typeof documents)["\n  fragment SettingsFields on AdminProgrammeSettings {\n    name\n    introVideoPart1Url\n    introVideoPart2Url\n    introVideoPart3Url\n    homeIntroVideoUrl\n    bibleAppUrl\n    helpStartPlanUrl\n    helpChangeLanguageUrl\n    timeZone\n    environmentTimeZone\n    effectiveTimeZone\n    leadersSeeContactDetails\n    updatedAt\n    reading {\n      ...ReadingSettingsFields\n    }\n    secrets {\n      stripe\n      stripeWebhook\n      smtp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    adminProgrammeSettings {\n      ...SettingsFields\n    }\n  }\n"): (typeof documents)["\n  query Settings {\n    adminProgrammeSettings {\n      ...SettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsUpdate($input: ProgrammeSettingsInput!) {\n    updateProgrammeSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsUpdate($input: ProgrammeSettingsInput!) {\n    updateProgrammeSettings(input: $input) {\n      ...SettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGroupOptions {\n    adminGroups {\n      id\n      name\n      startDate\n      endDate\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminGroupOptions {\n    adminGroups {\n      id\n      name\n      startDate\n      endDate\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShipmentsAward on AwardToShip {\n    id\n    userId\n    userName\n    email\n    city\n    mailingAddress\n    name\n    completedAt\n  }\n"): (typeof documents)["\n  fragment ShipmentsAward on AwardToShip {\n    id\n    userId\n    userName\n    email\n    city\n    mailingAddress\n    name\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShipmentsAwardsToShip($first: Int!, $after: String) {\n    adminAwardsToShip(first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ShipmentsAward\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShipmentsAwardsToShip($first: Int!, $after: String) {\n    adminAwardsToShip(first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...ShipmentsAward\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipmentsMarkShipped($ids: [ID!]!, $shippedOn: Date!, $note: String) {\n    markAwardsShipped(ids: $ids, shippedOn: $shippedOn, note: $note) {\n      id\n      outcome\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ShipmentsMarkShipped($ids: [ID!]!, $shippedOn: Date!, $note: String) {\n    markAwardsShipped(ids: $ids, shippedOn: $shippedOn, note: $note) {\n      id\n      outcome\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersTabUser on AdminUser {\n    id\n    name\n    email\n    phone\n    role\n    status\n    awardApproved\n    avatarUrl\n    city\n    mailingAddress\n    referral\n    trophiesCount\n    groups {\n      groupId\n      groupName\n      status\n    }\n    createdAt\n    waitingSince\n    registeredNetwork\n    hasPassword\n  }\n"): (typeof documents)["\n  fragment UsersTabUser on AdminUser {\n    id\n    name\n    email\n    phone\n    role\n    status\n    awardApproved\n    avatarUrl\n    city\n    mailingAddress\n    referral\n    trophiesCount\n    groups {\n      groupId\n      groupName\n      status\n    }\n    createdAt\n    waitingSince\n    registeredNetwork\n    hasPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersTabUsers($filter: AdminUserFilter, $first: Int!, $after: String) {\n    adminUsers(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...UsersTabUser\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersTabUsers($filter: AdminUserFilter, $first: Int!, $after: String) {\n    adminUsers(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...UsersTabUser\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabCreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      ...UsersTabUser\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTabCreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      ...UsersTabUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabUpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UsersTabUser\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTabUpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UsersTabUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation UsersTabDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabSetStatus($id: ID!, $status: UserStatus!) {\n    setUserStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTabSetStatus($id: ID!, $status: UserStatus!) {\n    setUserStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabAdjustTrophies($id: ID!, $op: TrophyOp!, $value: Int) {\n    adjustTrophies(id: $id, op: $op, value: $value) {\n      id\n      trophiesCount\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTabAdjustTrophies($id: ID!, $op: TrophyOp!, $value: Int) {\n    adjustTrophies(id: $id, op: $op, value: $value) {\n      id\n      trophiesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabSendPasswordReset($userId: ID!) {\n    sendPasswordReset(userId: $userId) {\n      id\n      toAddress\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTabSendPasswordReset($userId: ID!) {\n    sendPasswordReset(userId: $userId) {\n      id\n      toAddress\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersTabMailConfigured {\n    adminMailConfigured\n  }\n"): (typeof documents)["\n  query UsersTabMailConfigured {\n    adminMailConfigured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersTabNetworkCount($network: String!) {\n    adminUsers(filter: { network: $network, role: USER }, first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query UsersTabNetworkCount($network: String!) {\n    adminUsers(filter: { network: $network, role: USER }, first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabRemoveNetwork($network: String!) {\n    removeNetworkRegistrations(network: $network)\n  }\n"): (typeof documents)["\n  mutation UsersTabRemoveNetwork($network: String!) {\n    removeNetworkRegistrations(network: $network)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabBulkUpdateUsers($ids: [ID!]!, $action: UserBulkAction!, $groupId: ID) {\n    bulkUpdateUsers(ids: $ids, action: $action, groupId: $groupId) {\n      id\n      outcome\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTabBulkUpdateUsers($ids: [ID!]!, $action: UserBulkAction!, $groupId: ID) {\n    bulkUpdateUsers(ids: $ids, action: $action, groupId: $groupId) {\n      id\n      outcome\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersTabPreviewMemberImport($csv: String!) {\n    previewMemberImport(csv: $csv) {\n      rows\n      valid\n      withProblems\n      problems {\n        row\n        field\n        message\n      }\n      groups {\n        groupId\n        groupName\n        members\n      }\n      ignoredColumns\n    }\n  }\n"): (typeof documents)["\n  query UsersTabPreviewMemberImport($csv: String!) {\n    previewMemberImport(csv: $csv) {\n      rows\n      valid\n      withProblems\n      problems {\n        row\n        field\n        message\n      }\n      groups {\n        groupId\n        groupName\n        members\n      }\n      ignoredColumns\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTabImportMembers($csv: String!) {\n    importMembers(csv: $csv) {\n      rows\n      imported\n      skipped\n      problems {\n        row\n        field\n        message\n      }\n      groups {\n        groupId\n        groupName\n        members\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTabImportMembers($csv: String!) {\n    importMembers(csv: $csv) {\n      rows\n      imported\n      skipped\n      problems {\n        row\n        field\n        message\n      }\n      groups {\n        groupId\n        groupName\n        members\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AwardsPage {\n    me {\n      id\n      name\n      trophiesCount\n    }\n    awardTiers {\n      tier\n      minTrophies\n      maxTrophies\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query AwardsPage {\n    me {\n      id\n      name\n      trophiesCount\n    }\n    awardTiers {\n      tier\n      minTrophies\n      maxTrophies\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrophyHolders($tier: Tier!, $first: Int!, $after: String) {\n    trophyHolders(tier: $tier, first: $first, after: $after) {\n      totalCount\n      nodes {\n        name\n        trophiesCount\n        avatarUrl\n        tier\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrophyHolders($tier: Tier!, $first: Int!, $after: String) {\n    trophyHolders(tier: $tier, first: $first, after: $after) {\n      totalCount\n      nodes {\n        name\n        trophiesCount\n        avatarUrl\n        tier\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardMessageFields on Message {\n    id\n    groupId\n    source\n    type\n    priority\n    title\n    content\n    authorName\n    createdAt\n    unread\n    mine\n  }\n"): (typeof documents)["\n  fragment BoardMessageFields on Message {\n    id\n    groupId\n    source\n    type\n    priority\n    title\n    content\n    authorName\n    createdAt\n    unread\n    mine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Board($type: MessageType, $first: Int!, $after: String) {\n    board(type: $type, first: $first, after: $after) {\n      groupId\n      groupName\n      messages {\n        ...BoardMessageFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      unreadCount\n      counts {\n        type\n        count\n        unread\n      }\n      lastReadAt\n      version\n    }\n  }\n"): (typeof documents)["\n  query Board($type: MessageType, $first: Int!, $after: String) {\n    board(type: $type, first: $first, after: $after) {\n      groupId\n      groupName\n      messages {\n        ...BoardMessageFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      unreadCount\n      counts {\n        type\n        count\n        unread\n      }\n      lastReadAt\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardUnread {\n    board(first: 1) {\n      groupId\n      unreadCount\n      version\n    }\n  }\n"): (typeof documents)["\n  query BoardUnread {\n    board(first: 1) {\n      groupId\n      unreadCount\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BoardEvents($groupId: ID!, $since: Int) {\n    boardEvents(groupId: $groupId, since: $since) {\n      kind\n      groupId\n      messageId\n      message {\n        ...BoardMessageFields\n      }\n      version\n      totalCount\n      unreadCount\n      counts {\n        type\n        count\n        unread\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BoardEvents($groupId: ID!, $since: Int) {\n    boardEvents(groupId: $groupId, since: $since) {\n      kind\n      groupId\n      messageId\n      message {\n        ...BoardMessageFields\n      }\n      version\n      totalCount\n      unreadCount\n      counts {\n        type\n        count\n        unread\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostMessage($input: PostMessageInput!) {\n    postMessage(input: $input) {\n      ...BoardMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation PostMessage($input: PostMessageInput!) {\n    postMessage(input: $input) {\n      ...BoardMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportMessage($messageId: ID!, $reason: String) {\n    reportMessage(messageId: $messageId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation ReportMessage($messageId: ID!, $reason: String) {\n    reportMessage(messageId: $messageId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkBoardRead($until: Time) {\n    markBoardRead(until: $until) {\n      groupId\n      unreadCount\n      lastReadAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkBoardRead($until: Time) {\n    markBoardRead(until: $until) {\n      groupId\n      unreadCount\n      lastReadAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkTypeRead($type: MessageType!) {\n    markTypeRead(type: $type) {\n      groupId\n      unreadCount\n      lastReadAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkTypeRead($type: MessageType!) {\n    markTypeRead(type: $type) {\n      groupId\n      unreadCount\n      lastReadAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatchUpDayFields on CatchUpDay {\n    number\n    date\n    reference\n    minutes\n    passages {\n      reference\n      url\n    }\n    read\n  }\n"): (typeof documents)["\n  fragment CatchUpDayFields on CatchUpDay {\n    number\n    date\n    reference\n    minutes\n    passages {\n      reference\n      url\n    }\n    read\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatchUpFields on CatchUp {\n    missedDays\n    unplannedDays\n    plan {\n      milestoneName\n      finishBy\n      missedDays\n      madeUpCount\n      daysRead\n      done\n      days {\n        ...CatchUpDayFields\n      }\n      due {\n        ...CatchUpDayFields\n      }\n      next {\n        ...CatchUpDayFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CatchUpFields on CatchUp {\n    missedDays\n    unplannedDays\n    plan {\n      milestoneName\n      finishBy\n      missedDays\n      madeUpCount\n      daysRead\n      done\n      days {\n        ...CatchUpDayFields\n      }\n      due {\n        ...CatchUpDayFields\n      }\n      next {\n        ...CatchUpDayFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatchUpToday {\n    today {\n      ...TodayFields\n    }\n  }\n"): (typeof documents)["\n  query CatchUpToday {\n    today {\n      ...TodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatchUpProposal($finishBy: Date) {\n    catchUpProposal(finishBy: $finishBy) {\n      milestoneName\n      finishBy\n      latestFinishBy\n      missed {\n        day\n        date\n        reference\n      }\n      days {\n        ...CatchUpDayFields\n      }\n      minutesPerDay\n    }\n  }\n"): (typeof documents)["\n  query CatchUpProposal($finishBy: Date) {\n    catchUpProposal(finishBy: $finishBy) {\n      milestoneName\n      finishBy\n      latestFinishBy\n      missed {\n        day\n        date\n        reference\n      }\n      days {\n        ...CatchUpDayFields\n      }\n      minutesPerDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatchUpAccept($finishBy: Date!) {\n    acceptCatchUp(finishBy: $finishBy) {\n      ...TodayFields\n    }\n  }\n"): (typeof documents)["\n  mutation CatchUpAccept($finishBy: Date!) {\n    acceptCatchUp(finishBy: $finishBy) {\n      ...TodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatchUpMarkRead($through: Int!) {\n    markCatchUpRead(through: $through) {\n      ...TodayFields\n    }\n  }\n"): (typeof documents)["\n  mutation CatchUpMarkRead($through: Int!) {\n    markCatchUpRead(through: $through) {\n      ...TodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatchUpDrop {\n    dropCatchUp {\n      ...TodayFields\n    }\n  }\n"): (typeof documents)["\n  mutation CatchUpDrop {\n    dropCatchUp {\n      ...TodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckInLinkFields on CheckInLink {\n    firstName\n    groupName\n    day\n    date\n    suggested\n    recorded\n    streak {\n      ...StreakFields\n    }\n  }\n"): (typeof documents)["\n  fragment CheckInLinkFields on CheckInLink {\n    firstName\n    groupName\n    day\n    date\n    suggested\n    recorded\n    streak {\n      ...StreakFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInLink($token: String!) {\n    checkInLink(token: $token) {\n      ...CheckInLinkFields\n    }\n  }\n"): (typeof documents)["\n  query CheckInLink($token: String!) {\n    checkInLink(token: $token) {\n      ...CheckInLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInByLink($token: String!, $answer: CheckInAnswer!) {\n    checkInByLink(token: $token, answer: $answer) {\n      ...CheckInLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInByLink($token: String!, $answer: CheckInAnswer!) {\n    checkInByLink(token: $token, answer: $answer) {\n      ...CheckInLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardGroupFields on Group {\n    id\n    name\n    status\n    startDate\n    endDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    started\n    invitationAvailableOn\n    whatsappInviteUrl\n    youversionPlanUrl\n  }\n"): (typeof documents)["\n  fragment DashboardGroupFields on Group {\n    id\n    name\n    status\n    startDate\n    endDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    started\n    invitationAvailableOn\n    whatsappInviteUrl\n    youversionPlanUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MilestoneFields on Milestone {\n    id\n    key\n    name\n    dayNumber\n    totalDays\n    missingDays\n    daysCompleted\n    percentage\n    grade\n    completed\n    firstDay\n    opensOn\n    open\n  }\n"): (typeof documents)["\n  fragment MilestoneFields on Milestone {\n    id\n    key\n    name\n    dayNumber\n    totalDays\n    missingDays\n    daysCompleted\n    percentage\n    grade\n    completed\n    firstDay\n    opensOn\n    open\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrophyRequestFields on TrophyRequest {\n    id\n    type\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TrophyRequestFields on TrophyRequest {\n    id\n    type\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextGroupFields on NextGroup {\n    id\n    name\n    startDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    alreadyJoined\n    canJoin\n  }\n"): (typeof documents)["\n  fragment NextGroupFields on NextGroup {\n    id\n    name\n    startDate\n    registrationDeadline\n    memberCount\n    maxMembers\n    alreadyJoined\n    canJoin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      welcomeName\n      group {\n        ...DashboardGroupFields\n      }\n      readingPlanUrl\n      milestones {\n        ...MilestoneFields\n      }\n      journeyComplete\n      trophyRequest {\n        ...TrophyRequestFields\n      }\n      awards(first: 3) {\n        totalCount\n        nodes {\n          id\n          name\n          completedAt\n          shippedOn\n          shippingNote\n        }\n      }\n      nextGroup {\n        ...NextGroupFields\n      }\n      calendarUrl\n      waitingList {\n        since\n        group {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      welcomeName\n      group {\n        ...DashboardGroupFields\n      }\n      readingPlanUrl\n      milestones {\n        ...MilestoneFields\n      }\n      journeyComplete\n      trophyRequest {\n        ...TrophyRequestFields\n      }\n      awards(first: 3) {\n        totalCount\n        nodes {\n          id\n          name\n          completedAt\n          shippedOn\n          shippingNote\n        }\n      }\n      nextGroup {\n        ...NextGroupFields\n      }\n      calendarUrl\n      waitingList {\n        since\n        group {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMissingDays($milestoneId: Int!, $missingDays: Int, $clientKey: String) {\n    setMissingDays(milestoneId: $milestoneId, missingDays: $missingDays, clientKey: $clientKey) {\n      ...MilestoneFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMissingDays($milestoneId: Int!, $missingDays: Int, $clientKey: String) {\n    setMissingDays(milestoneId: $milestoneId, missingDays: $missingDays, clientKey: $clientKey) {\n      ...MilestoneFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTrophyApproval($description: String) {\n    requestTrophyApproval(description: $description) {\n      ...TrophyRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestTrophyApproval($description: String) {\n    requestTrophyApproval(description: $description) {\n      ...TrophyRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinNextGroup($id: ID!) {\n    joinGroup(id: $id) {\n      ...NextGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinNextGroup($id: ID!) {\n    joinGroup(id: $id) {\n      ...NextGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelNextGroup($id: ID!) {\n    cancelGroup(id: $id) {\n      ...NextGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelNextGroup($id: ID!) {\n    cancelGroup(id: $id) {\n      ...NextGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewCalendarUrl {\n    renewCalendarUrl\n  }\n"): (typeof documents)["\n  mutation RenewCalendarUrl {\n    renewCalendarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReadingDayFields on ReadingDay {\n    day\n    milestoneName\n    reference\n    verses\n    passages {\n      reference\n      book\n      bookCode\n      chapter\n      fromVerse\n      toVerse\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ReadingDayFields on ReadingDay {\n    day\n    milestoneName\n    reference\n    verses\n    passages {\n      reference\n      book\n      bookCode\n      chapter\n      fromVerse\n      toVerse\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TodayFields on Today {\n    date\n    day\n    answer\n    canCheckIn\n    streak {\n      ...StreakFields\n    }\n    groupName\n    startsOn\n    over\n    reading {\n      ...ReadingDayFields\n    }\n    milestoneName\n    daysToMilestoneEnd\n    gradeBudget {\n      grade\n      maxMissing\n      remaining\n    }\n    catchUp {\n      ...CatchUpFields\n    }\n  }\n"): (typeof documents)["\n  fragment TodayFields on Today {\n    date\n    day\n    answer\n    canCheckIn\n    streak {\n      ...StreakFields\n    }\n    groupName\n    startsOn\n    over\n    reading {\n      ...ReadingDayFields\n    }\n    milestoneName\n    daysToMilestoneEnd\n    gradeBudget {\n      grade\n      maxMissing\n      remaining\n    }\n    catchUp {\n      ...CatchUpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Today {\n    today {\n      ...TodayFields\n    }\n  }\n"): (typeof documents)["\n  query Today {\n    today {\n      ...TodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIn($day: Int!, $answer: CheckInAnswer!, $clientKey: String) {\n    checkIn(day: $day, answer: $answer, clientKey: $clientKey) {\n      ...TodayFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckIn($day: Int!, $answer: CheckInAnswer!, $clientKey: String) {\n    checkIn(day: $day, answer: $answer, clientKey: $clientKey) {\n      ...TodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationSettings {\n    donationSettings {\n      enabled\n      publishableKey\n      minAmount\n      maxAmount\n    }\n  }\n"): (typeof documents)["\n  query DonationSettings {\n    donationSettings {\n      enabled\n      publishableKey\n      minAmount\n      maxAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDonation($input: DonationInput!) {\n    createDonation(input: $input) {\n      donationId\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDonation($input: DonationInput!) {\n    createDonation(input: $input) {\n      donationId\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormRules {\n    formRules {\n      minPasswordLength\n      maxPasswordBytes\n      maxMessageLength\n      maxTitleLength\n      maxReasonLength\n      maxNameLength\n      maxEmailLength\n      maxCityLength\n      maxMailingAddressLength\n      maxLegacyNoteLength\n      maxRejectReasonLength\n      minLegacyJourneys\n      maxLegacyJourneys\n      firstLegacyYear\n      dateInputFormats\n      postableTypes\n    }\n  }\n"): (typeof documents)["\n  query FormRules {\n    formRules {\n      minPasswordLength\n      maxPasswordBytes\n      maxMessageLength\n      maxTitleLength\n      maxReasonLength\n      maxNameLength\n      maxEmailLength\n      maxCityLength\n      maxMailingAddressLength\n      maxLegacyNoteLength\n      maxRejectReasonLength\n      minLegacyJourneys\n      maxLegacyJourneys\n      firstLegacyYear\n      dateInputFormats\n      postableTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StreakFields on Streak {\n    current\n    best\n    perfectWeeks\n    daysRead\n  }\n"): (typeof documents)["\n  fragment StreakFields on Streak {\n    current\n    best\n    perfectWeeks\n    daysRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentGroup {\n    currentGroup {\n      name\n      startDate\n      registrationDeadline\n      memberCount\n      maxMembers\n    }\n  }\n"): (typeof documents)["\n  query CurrentGroup {\n    currentGroup {\n      name\n      startDate\n      registrationDeadline\n      memberCount\n      maxMembers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberLocale {\n    mySettings {\n      locale\n    }\n  }\n"): (typeof documents)["\n  query MemberLocale {\n    mySettings {\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyLocale($locale: String!) {\n    updateMyLocale(locale: $locale) {\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyLocale($locale: String!) {\n    updateMyLocale(locale: $locale) {\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCurrentGroup {\n    joinCurrentGroup {\n      id\n      name\n      startDate\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCurrentGroup {\n    joinCurrentGroup {\n      id\n      name\n      startDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadLedGroups {\n    myLedGroups {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LeadLedGroups {\n    myLedGroups {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeadRow on ProgressRow {\n    key\n    userId\n    userName\n    groupId\n    milestonesCompleted\n    milestonesTracked\n    avgPercentage\n    latestGrade\n    daysBehind\n    atRisk\n    trophyRequest {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment LeadRow on ProgressRow {\n    key\n    userId\n    userName\n    groupId\n    milestonesCompleted\n    milestonesTracked\n    avgPercentage\n    latestGrade\n    daysBehind\n    atRisk\n    trophyRequest {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadProgress(\n    $groupId: ID!\n    $filter: LeaderProgressFilter\n    $orderBy: ProgressOrder\n    $first: Int!\n    $after: String\n  ) {\n    leaderProgress(groupId: $groupId, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...LeadRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadProgress(\n    $groupId: ID!\n    $filter: LeaderProgressFilter\n    $orderBy: ProgressOrder\n    $first: Int!\n    $after: String\n  ) {\n    leaderProgress(groupId: $groupId, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...LeadRow\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadMilestones($groupId: ID!, $userId: ID!) {\n    leaderMilestones(groupId: $groupId, userId: $userId) {\n      id\n      key\n      name\n      dayNumber\n      daysCompleted\n      percentage\n      grade\n      completed\n    }\n  }\n"): (typeof documents)["\n  query LeadMilestones($groupId: ID!, $userId: ID!) {\n    leaderMilestones(groupId: $groupId, userId: $userId) {\n      id\n      key\n      name\n      dayNumber\n      daysCompleted\n      percentage\n      grade\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadMemberContact($groupId: ID!, $userId: ID!) {\n    leaderMemberContact(groupId: $groupId, userId: $userId) {\n      userId\n      city\n      email\n      mailingAddress\n    }\n  }\n"): (typeof documents)["\n  query LeadMemberContact($groupId: ID!, $userId: ID!) {\n    leaderMemberContact(groupId: $groupId, userId: $userId) {\n      userId\n      city\n      email\n      mailingAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeadMessage on AdminMessage {\n    id\n    source\n    type\n    title\n    content\n    authorName\n    createdAt\n    openReportCount\n    hidden\n  }\n"): (typeof documents)["\n  fragment LeadMessage on AdminMessage {\n    id\n    source\n    type\n    title\n    content\n    authorName\n    createdAt\n    openReportCount\n    hidden\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadMessages($groupId: ID!, $reported: Boolean, $first: Int!, $after: String) {\n    leaderMessages(groupId: $groupId, reported: $reported, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...LeadMessage\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadMessages($groupId: ID!, $reported: Boolean, $first: Int!, $after: String) {\n    leaderMessages(groupId: $groupId, reported: $reported, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...LeadMessage\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadHideMessage($messageId: ID!) {\n    leaderHideMessage(messageId: $messageId) {\n      ...LeadMessage\n    }\n  }\n"): (typeof documents)["\n  mutation LeadHideMessage($messageId: ID!) {\n    leaderHideMessage(messageId: $messageId) {\n      ...LeadMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadDismissReports($messageId: ID!) {\n    leaderDismissMessageReports(messageId: $messageId) {\n      ...LeadMessage\n    }\n  }\n"): (typeof documents)["\n  mutation LeadDismissReports($messageId: ID!) {\n    leaderDismissMessageReports(messageId: $messageId) {\n      ...LeadMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadAnnouncementPreview($input: AnnouncementAudienceInput!) {\n    leaderAnnouncementPreview(input: $input) {\n      recipients\n      leftOut\n    }\n  }\n"): (typeof documents)["\n  query LeadAnnouncementPreview($input: AnnouncementAudienceInput!) {\n    leaderAnnouncementPreview(input: $input) {\n      recipients\n      leftOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadSendAnnouncement($input: AnnouncementInput!) {\n    leaderSendAnnouncement(input: $input) {\n      id\n      recipients\n    }\n  }\n"): (typeof documents)["\n  mutation LeadSendAnnouncement($input: AnnouncementInput!) {\n    leaderSendAnnouncement(input: $input) {\n      id\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeadPostAnnouncement($input: LeaderPostInput!) {\n    leaderPostAnnouncement(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation LeadPostAnnouncement($input: LeaderPostInput!) {\n    leaderPostAnnouncement(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitLegacyClaim($input: LegacyClaimInput!) {\n    submitLegacyClaim(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitLegacyClaim($input: LegacyClaimInput!) {\n    submitLegacyClaim(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmLegacyClaim($token: String!) {\n    confirmLegacyClaim(token: $token) {\n      name\n      trophiesCount\n      accountCreated\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmLegacyClaim($token: String!) {\n    confirmLegacyClaim(token: $token) {\n      name\n      trophiesCount\n      accountCreated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    name\n    email\n    role\n    trophiesCount\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    name\n    email\n    role\n    trophiesCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $name: String!) {\n    login(email: $email, name: $name) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $name: String!) {\n    login(email: $email, name: $name) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyProfileFields on MyProfile {\n    name\n    email\n    city\n    mailingAddress\n    hasPassword\n    signInByLink\n    pendingEmail\n    pendingEmailExpiresAt\n  }\n"): (typeof documents)["\n  fragment MyProfileFields on MyProfile {\n    name\n    email\n    city\n    mailingAddress\n    hasPassword\n    signInByLink\n    pendingEmail\n    pendingEmailExpiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($email: String!) {\n    requestEmailChange(email: $email) {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($email: String!) {\n    requestEmailChange(email: $email) {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyPassword($currentPassword: String, $newPassword: String!) {\n    setMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyPassword($currentPassword: String, $newPassword: String!) {\n    setMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMyPassword($currentPassword: String!) {\n    removeMyPassword(currentPassword: $currentPassword) {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMyPassword($currentPassword: String!) {\n    removeMyPassword(currentPassword: $currentPassword) {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSignInByLink($on: Boolean!) {\n    setSignInByLink(on: $on) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetSignInByLink($on: Boolean!) {\n    setSignInByLink(on: $on) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordLogin($email: String!, $password: String!) {\n    passwordLogin(email: $email, password: $password) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordLogin($email: String!, $password: String!) {\n    passwordLogin(email: $email, password: $password) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgrammeSettings {\n    programmeSettings {\n      name\n      introVideoPart1Url\n      introVideoPart2Url\n      introVideoPart3Url\n      homeIntroVideoUrl\n      bibleAppUrl\n      helpStartPlanUrl\n      helpChangeLanguageUrl\n    }\n  }\n"): (typeof documents)["\n  query ProgrammeSettings {\n    programmeSettings {\n      name\n      introVideoPart1Url\n      introVideoPart2Url\n      introVideoPart3Url\n      homeIntroVideoUrl\n      bibleAppUrl\n      helpStartPlanUrl\n      helpChangeLanguageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n      group {\n        name\n        startDate\n        registrationDeadline\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      scope\n      user {\n        ...SessionUserFields\n      }\n      group {\n        name\n        startDate\n        registrationDeadline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MySettingsFields on MySettings {\n    timeZone\n    reminderTime\n    weeklyDigest\n    digestWeekday\n    digestTime\n    announcements\n  }\n"): (typeof documents)["\n  fragment MySettingsFields on MySettings {\n    timeZone\n    reminderTime\n    weeklyDigest\n    digestWeekday\n    digestTime\n    announcements\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySettings {\n    mySettings {\n      ...MySettingsFields\n    }\n  }\n"): (typeof documents)["\n  query MySettings {\n    mySettings {\n      ...MySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMySettings($input: MySettingsInput!) {\n    updateMySettings(input: $input) {\n      ...MySettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMySettings($input: MySettingsInput!) {\n    updateMySettings(input: $input) {\n      ...MySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PushSettingsFields on PushSettings {\n    reminder\n    reminderMail\n    boardNews\n    devices {\n      id\n      label\n      createdAt\n      lastPushedAt\n    }\n  }\n"): (typeof documents)["\n  fragment PushSettingsFields on PushSettings {\n    reminder\n    reminderMail\n    boardNews\n    devices {\n      id\n      label\n      createdAt\n      lastPushedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushSettings {\n    pushVapidPublicKey\n    myPushSettings {\n      ...PushSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query PushSettings {\n    pushVapidPublicKey\n    myPushSettings {\n      ...PushSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input) {\n      id\n      label\n      createdAt\n      lastPushedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input) {\n      id\n      label\n      createdAt\n      lastPushedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id) {\n      ...PushSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id) {\n      ...PushSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePushSettings($input: PushSettingsInput!) {\n    updatePushSettings(input: $input) {\n      ...PushSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePushSettings($input: PushSettingsInput!) {\n    updatePushSettings(input: $input) {\n      ...PushSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailPreferencesFields on MailPreferences {\n    firstName\n    category\n    reminders\n    weeklyDigest\n    announcements\n  }\n"): (typeof documents)["\n  fragment MailPreferencesFields on MailPreferences {\n    firstName\n    category\n    reminders\n    weeklyDigest\n    announcements\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailPreferences($token: String!) {\n    mailPreferences(token: $token) {\n      ...MailPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  query MailPreferences($token: String!) {\n    mailPreferences(token: $token) {\n      ...MailPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      ...MailPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      ...MailPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMailPreferences($token: String!, $reminders: Boolean!, $weeklyDigest: Boolean!, $announcements: Boolean!) {\n    updateMailPreferences(token: $token, reminders: $reminders, weeklyDigest: $weeklyDigest, announcements: $announcements) {\n      ...MailPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMailPreferences($token: String!, $reminders: Boolean!, $weeklyDigest: Boolean!, $announcements: Boolean!) {\n    updateMailPreferences(token: $token, reminders: $reminders, weeklyDigest: $weeklyDigest, announcements: $announcements) {\n      ...MailPreferencesFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;