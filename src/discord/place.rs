//! Where an interaction happened, as far as the bot can act there: a channel it can
//! post in (a server that added it, or its own DM), or a place it is not a member of
//! (a group DM, a DM between two people, a server that never added it), where only
//! interaction answers reach Discord and every channel call would be refused (403,
//! code 50001). Discord says which in each interaction: `context`,
//! `authorizing_integration_owners` and `app_permissions`.

use serenity::all::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, CommandInteraction,
    ComponentInteraction, GuildId, InteractionContext, Permissions,
};

/// How the bot can reach the place of an interaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// The bot is a member: channel messages, threads, the publisher.
    Channel,
    /// Only interaction answers and their tokens reach this place.
    Interactions,
    /// A server that did not add the app and switched Use External Apps off: Discord
    /// shows every answer only to the person who asked, so a table there would be
    /// invisible to the others.
    ExternalAppsOff,
}

impl Place {
    /// Whether tables here live on interaction answers alone.
    pub(super) fn interactions_only(self) -> bool {
        self != Place::Channel
    }
}

/// The place of an interaction from what Discord says of it.
pub(super) fn place(
    context: Option<InteractionContext>,
    owners: &AuthorizingIntegrationOwners,
    guild: Option<GuildId>,
    app_permissions: Option<Permissions>,
) -> Place {
    let installed_here = owners.0.iter().any(|owner| match owner {
        // `None`: installed to a server and used in the bot's own DM.
        AuthorizingIntegrationOwner::GuildInstall(id) => *id == guild,
        _ => false,
    });
    match context {
        Some(InteractionContext::Guild) if installed_here => Place::Channel,
        Some(InteractionContext::Guild) => {
            let external_apps =
                app_permissions.is_none_or(|have| have.contains(Permissions::USE_EXTERNAL_APPS));
            if external_apps {
                Place::Interactions
            } else {
                Place::ExternalAppsOff
            }
        }
        Some(InteractionContext::BotDm) if installed_here => Place::Channel,
        Some(InteractionContext::BotDm | InteractionContext::PrivateChannel) => Place::Interactions,
        // An interaction that does not say (older clients): the bot is where it was
        // added, as before contexts existed.
        _ => Place::Channel,
    }
}

/// Where a slash command was used.
pub(super) fn of_command(command: &CommandInteraction) -> Place {
    place(
        command.context,
        &command.authorizing_integration_owners,
        command.guild_id,
        command.app_permissions,
    )
}

/// Where a click was made.
pub(super) fn of_click(component: &ComponentInteraction) -> Place {
    place(
        component.context,
        &component.authorizing_integration_owners,
        component.guild_id,
        component.app_permissions,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::UserId;

    fn owners(list: Vec<AuthorizingIntegrationOwner>) -> AuthorizingIntegrationOwners {
        AuthorizingIntegrationOwners(list)
    }

    #[test]
    fn the_bot_posts_only_where_it_was_added() {
        let guild = Some(GuildId::new(7));
        let server = owners(vec![AuthorizingIntegrationOwner::GuildInstall(guild)]);
        let person = owners(vec![AuthorizingIntegrationOwner::UserInstall(UserId::new(
            9,
        ))]);
        let all = Some(Permissions::all());
        use InteractionContext::*;
        assert_eq!(place(Some(Guild), &server, guild, all), Place::Channel);
        assert_eq!(place(Some(Guild), &person, guild, all), Place::Interactions);
        let no_external = Some(Permissions::all() - Permissions::USE_EXTERNAL_APPS);
        assert_eq!(
            place(Some(Guild), &person, guild, no_external),
            Place::ExternalAppsOff
        );
        // Installed to another server only.
        let elsewhere = owners(vec![AuthorizingIntegrationOwner::GuildInstall(Some(
            GuildId::new(8),
        ))]);
        assert_eq!(
            place(Some(Guild), &elsewhere, guild, all),
            Place::Interactions
        );
        assert_eq!(
            place(Some(PrivateChannel), &person, None, all),
            Place::Interactions
        );
        let dm = owners(vec![AuthorizingIntegrationOwner::GuildInstall(None)]);
        assert_eq!(place(Some(BotDm), &dm, None, all), Place::Channel);
        assert_eq!(place(Some(BotDm), &person, None, all), Place::Interactions);
        assert_eq!(place(None, &owners(vec![]), guild, all), Place::Channel);
    }
}
