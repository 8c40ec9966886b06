// The account e-mails: verification, password reset, and the note sent when someone signs up with a taken address.
export interface AccountEmail {
  subject: string;
  text: string;
}

export function verificationEmail(firstName: string, link: string): AccountEmail {
  return {
    subject: 'Verify your Blockcast email address',
    text: `Hi ${firstName},\n\nWelcome to Blockcast. Please confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not create an account, you can ignore this email.\n\nBlockcast`,
  };
}

export function passwordResetEmail(firstName: string, link: string): AccountEmail {
  return {
    subject: 'Reset your Blockcast password',
    text: `Hi ${firstName},\n\nSomeone (hopefully you) asked to reset the password of your Blockcast account. Choose a new password here:\n\n${link}\n\nThe link works once and expires in 30 minutes. Resetting signs you out everywhere. If you did not ask for this, ignore this email: your password stays as it is.\n\nBlockcast`,
  };
}

export function accountExistsEmail(firstName: string, loginLink: string, resetLink: string): AccountEmail {
  return {
    subject: 'Someone tried to create a Blockcast account with your email',
    text: `Hi ${firstName},\n\nSomeone tried to sign up to Blockcast with this email address, which already has an account.\n\nIf it was you, sign in here: ${loginLink}\nForgot your password? Reset it here: ${resetLink}\n\nIf it was not you, no action is needed.\n\nBlockcast`,
  };
}

/** Sent after every change of the password (in the settings or by a reset link), so a stranger's change is noticed. */
export function passwordChangedEmail(firstName: string, when: Date, resetLink: string): AccountEmail {
  const at = when.toUTCString();
  return {
    subject: 'Your Blockcast password was changed',
    text: `Hi ${firstName},\n\nThe password of your Blockcast account was changed on ${at}, and every other session was signed out.\n\nIf this was you, there is nothing more to do.\n\nIf it was not you, choose a new password at once here: ${resetLink}\nand write to support@blockcast.tv.\n\nBlockcast`,
  };
}
