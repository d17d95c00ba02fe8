//! Permissions: what the bot must be allowed to do where a table is asked for, which of
//! it Discord says is missing, and the names people see for those permissions.

use crate::i18n::Lang;
use crate::table::text::Notice;
use serenity::all::{ChannelType, CommandInteraction, Permissions};

/// The refusal to show when the bot lacks what hosting a table where `command` was
/// typed needs (see [`missing_permissions`]), naming the permissions in `lang`; none
/// when nothing is missing.
pub(super) fn refusal(
    command: &CommandInteraction,
    in_new_thread: bool,
    lang: Lang,
) -> Option<Notice> {
    let missing = missing_permissions(command, in_new_thread);
    if missing.is_empty() {
        return None;
    }
    let names = missing
        .iter()
        .map(|name| permission_name(name, lang))
        .collect::<Vec<_>>()
        .join(", ");
    // Only the thread is out of reach: the channel itself may still do.
    Some(
        if in_new_thread && missing.iter().all(|m| m.contains("Thread")) {
            Notice::MissingThreadPermissions(names)
        } else {
            Notice::MissingPermissions(names)
        },
    )
}

/// Whether `command` was typed inside a thread.
fn in_a_thread(command: &CommandInteraction) -> bool {
    command.channel.as_ref().is_some_and(|channel| {
        matches!(
            channel.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    })
}

/// A permission's name (Discord's English name) as Discord shows it in `lang`.
fn permission_name(english: &str, lang: Lang) -> String {
    let id = format!("permission-{}", english.to_lowercase().replace(' ', "-"));
    crate::i18n::get(lang, &id, &[]).unwrap_or_else(|| english.to_string())
}

/// The permissions the bot lacks to host a table where `command` was typed: see the
/// channel and post there (in a thread, post in threads) with the table's picture, and
/// for a new thread, create it. Only what Discord refuses a request for is asked: a
/// refusal would end the table unseen. Outside a server (a direct message) the bot's
/// own conversation is always open to it; no permissions at all means none were said.
fn missing_permissions(command: &CommandInteraction, in_new_thread: bool) -> Vec<&'static str> {
    let (Some(have), Some(_)) = (command.app_permissions, command.guild_id) else {
        return Vec::new();
    };
    if have.is_empty() {
        return Vec::new();
    }
    let mut needed = vec![
        (Permissions::VIEW_CHANNEL, "View Channel"),
        (Permissions::ATTACH_FILES, "Attach Files"),
    ];
    if in_new_thread || in_a_thread(command) {
        needed.push((
            Permissions::SEND_MESSAGES_IN_THREADS,
            "Send Messages in Threads",
        ));
    } else {
        needed.push((Permissions::SEND_MESSAGES, "Send Messages"));
    }
    if in_new_thread {
        needed.push((Permissions::CREATE_PUBLIC_THREADS, "Create Public Threads"));
    }
    needed
        .into_iter()
        .filter(|(permission, _)| !have.contains(*permission))
        .map(|(_, name)| name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every permission the bot may ask for has its name in every language, and the
    /// English one is Discord's own (as before).
    #[test]
    fn permission_names_are_translated() {
        for english in [
            "View Channel",
            "Attach Files",
            "Send Messages in Threads",
            "Send Messages",
            "Create Public Threads",
        ] {
            assert_eq!(permission_name(english, Lang::EnUs), english);
            for lang in Lang::translated() {
                assert_ne!(permission_name(english, lang), english, "{lang:?}");
            }
        }
        assert_eq!(
            permission_name("Attach Files", Lang::Cs),
            "Přikládat soubory"
        );
    }
}
