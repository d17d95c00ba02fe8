//! `/stats`, `/leaderboard`, `/privacy forget` and `/web`: player statistics and the
//! server's pages, answered privately.
//! Records are read from the store's standings (one row per person, per game and
//! server); the answer is still deferred and read on the blocking pool, since the
//! store may be a database across the network. A stats card carries **Share**,
//! which posts the same card in the channel for everyone.

use super::command::Records;
use super::in_time::{in_time, InTime};
use super::present::{no_pings, response_edit, response_message, text_edit};
use super::{ephemeral_text, respond, Asker};
use crate::i18n::escape;
use crate::i18n::{Lang, Text};
use crate::stats;
use crate::store::StoreError;
use crate::table::hosting::Hosted;
use crate::table::text::Notice;
use crate::table::view::{Button, Row, Stamp, Style, View};
use crate::table::Tables;
use serenity::all::{
    CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse,
    CreateInteractionResponseMessage,
};
use std::sync::Arc;

/// The verb of a stats card's Share button: `share.<user>`.
const SHARE: &str = "share.";

/// `/stats`, `/leaderboard`, `/privacy forget` or `/web`: deferred, built on the
/// blocking pool, then shown privately.
pub(super) async fn command(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    asker: Asker,
    records: Records,
) {
    let defer =
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
    if command.create_response(&ctx.http, defer).await.is_err() {
        return;
    }
    let tables = tables.clone();
    let lang = asker.lang();
    // Discord sends the member's permissions in the channel with every interaction.
    let manages_server = command
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild());
    let built = tokio::task::spawn_blocking(move || match records {
        Records::Web { on } => web(&tables, lang, asker.guild, on, manages_server),
        Records::Forget { confirmed } => forget(&tables, &asker, confirmed),
        Records::Stats { game, user } => {
            let game = game.ok_or(Notice::UnknownGame)?;
            stats_card(&tables, &asker, game, user)
        }
        Records::Leaderboard { game, by } => {
            let game = game.ok_or(Notice::UnknownGame)?;
            leaderboard(&tables, &asker, game, by)
        }
    })
    .await;
    let edit = match built {
        Ok(Ok(view)) => response_edit(&view),
        Ok(Err(text)) => text_edit(text.in_lang(lang)),
        Err(err) => {
            tracing::error!(%err, "records not built");
            text_edit(Notice::StoreUnavailable.in_lang(lang))
        }
    };
    super::fill_command(ctx, command, edit).await;
}

/// A store that could not be read: logged, and told as unavailable.
fn unavailable(err: StoreError) -> Text {
    tracing::error!(%err, "records not read");
    Text::from(Notice::StoreUnavailable)
}

/// `/stats`: `user`'s card (the asker's own by default), with Share when there is a
/// record to share.
fn stats_card(
    tables: &Tables,
    asker: &Asker,
    game: Arc<dyn Hosted>,
    user: Option<u64>,
) -> Result<View, Text> {
    let (lang, person) = (asker.lang(), &asker.person);
    let (user, name) = match user {
        Some(user) => (user, Text::new("stats-that-player").in_lang(lang)),
        None => (person.id, person.name.clone()),
    };
    let record =
        record_seen_by(tables, game.code(), asker.guild, user, person.id).map_err(unavailable)?;
    let mut view = stats::stats_view(lang, &game.title(), record.as_ref(), &name);
    if record.is_some() {
        view.rows = vec![Row::Buttons(vec![Button::new(
            Text::new("stats-share-button").in_lang(lang),
            format!("{SHARE}{user}"),
            Style::Secondary,
        )
        .emoji("📣")])];
        // The click comes back as a personal screen of this game.
        view = view.fit();
        view.stamp = Stamp {
            guild: None,
            game: game.code().to_string(),
            table: 0,
            counter: 0,
            answer: 0,
        };
    }
    Ok(view)
}

/// `/leaderboard`: the server's standings, one row per person who played here, never
/// its history.
fn leaderboard(
    tables: &Tables,
    asker: &Asker,
    game: Arc<dyn Hosted>,
    by: Option<stats::Order>,
) -> Result<View, Text> {
    let (lang, guild, viewer) = (asker.lang(), asker.guild, asker.person.id);
    let standings = tables
        .store()
        .standings()
        .seen_by(game.code(), guild, viewer)
        .map_err(unavailable)?;
    let all = stats::records(&standings);
    let order = stats::Order::for_board(by, &all);
    let ranked = stats::ranked(all, order);
    let mut view = stats::leaderboard_view(lang, &game.title(), &ranked, order, viewer);
    // The server's page, once it opened its pages.
    if let Some(page) = guild.and_then(|guild| leaderboard_page(tables, guild, game.code())) {
        view.rows = vec![Row::Buttons(vec![Button::link(
            Text::new("leaderboard-web-link").in_lang(lang),
            page,
        )
        .emoji("🌐")])];
    }
    Ok(view)
}

/// The address of server `guild`'s leaderboard page of `game`, when the web side runs
/// and the server opened its pages.
fn leaderboard_page(tables: &Tables, guild: u64, game: &str) -> Option<String> {
    let base = tables.web_url()?;
    let open = tables.store().web_enabled(guild).unwrap_or_else(|err| {
        tracing::warn!(%err, "web setting not read");
        false
    });
    open.then(|| crate::web::pages::leaderboard_url(base, guild, game))
}

/// `/web on|off`: a server manager opens or closes the server's pages.
fn web(
    tables: &Tables,
    lang: Lang,
    guild: Option<u64>,
    on: bool,
    manages_server: bool,
) -> Result<View, Text> {
    let Some(guild) = guild else {
        return Err(Text::new("web-only-in-servers"));
    };
    if !manages_server {
        return Err(Text::new("web-needs-manage-server"));
    }
    let Some(base) = tables.web_url() else {
        return Err(Text::new("web-not-served"));
    };
    tables.store().set_web(guild, on).map_err(|err| {
        tracing::error!(%err, "web setting not saved");
        Text::from(Notice::StoreUnavailable)
    })?;
    tracing::info!(guild, on, "a server's pages were switched");
    if !on {
        return Ok(View::text(Text::new("web-turned-off").in_lang(lang)));
    }
    let first_game = tables.catalog().games().next().map(|g| g.code());
    let page = crate::web::pages::leaderboard_url(base, guild, first_game.unwrap_or_default());
    let mut view = View::text(Text::new("web-turned-on").in_lang(lang));
    view.rows = vec![Row::Buttons(vec![Button::link(
        Text::new("leaderboard-web-link").in_lang(lang),
        page,
    )
    .emoji("🌐")])];
    Ok(view)
}

/// `user`'s record in `game` as `viewer` may see it from `guild`: in direct messages
/// only their own (everyone's direct messages share "no server").
fn record_seen_by(
    tables: &Tables,
    game: &str,
    guild: Option<u64>,
    user: u64,
    viewer: u64,
) -> Result<Option<stats::PlayerStats>, StoreError> {
    if guild.is_none() && user != viewer {
        return Ok(None);
    }
    let standing = tables.store().standings().get(game, guild, user)?;
    Ok(standing.as_ref().and_then(stats::record))
}

/// `/privacy forget`: erase the asker's records everywhere, once confirmed.
fn forget(tables: &Tables, asker: &Asker, confirmed: bool) -> Result<View, Text> {
    if !confirmed {
        return Err(Notice::NothingErased.into());
    }
    let (lang, person) = (asker.lang(), &asker.person);
    let erased = tables
        .store()
        .forget_user_everywhere(person.id, &crate::table::record::TableRecord::erase_person)
        .map_err(|err| {
            tracing::error!(%err, "records not erased");
            Text::from(Notice::StoreUnavailable)
        })?;
    // The games being played here now; the forget log takes it to other processes.
    let live = tokio::runtime::Handle::current()
        .block_on(tables.forget_at_live_tables(person.id, erased.first_table_after));
    tracing::info!(
        results = erased.results,
        archived_tables = erased.archived_tables,
        live_tables = live,
        "a person's records were erased"
    );
    Ok(View::text(
        Text::new("stats-forgotten")
            .with("results", erased.results)
            .with("tables", erased.archived_tables)
            .with("live", live)
            .with("shared", u64::from(tables.store().is_shared()))
            .in_lang(lang),
    ))
}

/// Whether a personal-screen verb is a stats card's Share.
pub(super) fn is_share(verb: &str) -> bool {
    verb.starts_with(SHARE)
}

/// **Share**: the same stats card, posted in the channel for everyone (a new public
/// message answering the click), without buttons.
pub(super) async fn share(
    tables: &Tables,
    ctx: &Context,
    component: &ComponentInteraction,
    asker: Asker,
    game: &str,
    verb: &str,
) {
    // A shared card is public: in the words of the person who shares it.
    let lang = asker.lang();
    let user = verb.strip_prefix(SHARE).and_then(|u| u.parse::<u64>().ok());
    let (Some(user), Some(hosted)) = (user, tables.catalog().get(game)) else {
        let answer = ephemeral_text(Notice::UnknownButton.in_lang(lang));
        respond(ctx, component.create_response(&ctx.http, answer).await);
        return;
    };
    let tables = tables.clone();
    let (guild, sharer) = (asker.guild, asker.person);
    // Reading the records may be slow: answered at once when quick, deferred first
    // (a public "thinking" message the card then fills) when the store is slow.
    let building = tokio::task::spawn_blocking(move || {
        let record = record_seen_by(&tables, hosted.code(), guild, user, sharer.id)
            .map_err(|err| tracing::error!(%err, "records not read"))
            .ok()??;
        let mut view = stats::stats_view(lang, &hosted.title(), Some(&record), &record.name);
        view.content = Text::new("stats-shared")
            .with("name", escape::name(&sharer.name))
            .in_lang(lang);
        Some(view)
    });
    let gone = || Text::new("stats-gone").in_lang(lang);
    let built = match in_time(building).await {
        InTime::Done(built) => built,
        InTime::Slow(building) => {
            let defer = CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().allowed_mentions(no_pings()),
            );
            if component.create_response(&ctx.http, defer).await.is_err() {
                return;
            }
            let edit = match building.await {
                Ok(Some(view)) => response_edit(&view),
                _ => text_edit(gone()),
            };
            let filled =
                super::send::edit_original(&ctx.http, component.id.get(), &component.token, edit)
                    .await;
            respond(ctx, filled);
            return;
        }
    };
    let response = match built {
        Ok(Some(view)) => CreateInteractionResponse::Message(response_message(&view, false)),
        _ => ephemeral_text(gone()),
    };
    respond(ctx, component.create_response(&ctx.http, response).await);
}
