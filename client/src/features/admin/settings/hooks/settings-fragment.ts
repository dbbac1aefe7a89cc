import { graphql } from '../../../../gql';

/** Every system setting the back office edits. */
export const AdminSettingsFragmentDoc = graphql(`
  fragment AdminSettings on SystemSettings {
    payment {
      bankName
      accountHolder
      ibanTry
      ibanUsd
      swiftCode
      syriatelCashNumber
      mtnCashNumber
      acceptCash
      acceptCard
    }
    notifications {
      emailEnabled
      smsEnabled
      whatsappEnabled
      notifyNewOrder
      notifyPayment
      notifyStatusChange
      adminEmail
      adminPhone
    }
    languages {
      defaultLanguage
      enabledLanguages
      rtlEnabled
    }
    security {
      twoFactorEnabled
      sessionTimeout
      maxLoginAttempts
      passwordMinLength
      requireEmailVerification
    }
    backup {
      autoBackup
      backupFrequency
      backupTime
      keepBackups
    }
  }
`);
