//! Self-test of the fake Discord: a minimal serenity bot runs against it and every route and
//! fixture round-trips through serenity's own types; contract breaches are detected.

mod support;

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;
use serenity::all::{
    async_trait, AutoArchiveDuration, ButtonStyle, ChannelId, ChannelType, ClientBuilder, Command,
    CommandDataOptionValue, CommandInteraction, CommandOptionType, ComponentInteraction,
    ComponentInteractionDataKind, Context, CreateActionRow, CreateAttachment, CreateButton,
    CreateCommand, CreateCommandOption, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
    EditInteractionResponse, EditMessage, EventHandler, GatewayIntents, Guild, GuildChannel, Http,
    HttpBuilder, Interaction, Ready, ShardManager,
};
use support::fake_discord::{FakeDiscord, MANAGE_MESSAGES};

const WAIT: Duration = Duration::from_secs(10);
const PNG: &[u8] = b"\x89PNG\r\n\x1a\nfake image bytes";

/// What the tiny bot saw and how its requests ended, for assertions.
#[derive(Default)]
struct Seen {
    guild_creates: AtomicU64,
    thread_creates: AtomicU64,
    channel_creates: AtomicU64,
    ready: AtomicBool,
    /// "step:ok" or "step:STATUS:CODE" lines, in order.
    log: Mutex<Vec<String>>,
    /// Permissions of members as serenity parsed them, by user name.
    permissions: Mutex<Vec<(String, u64)>>,
}

impl Seen {
    fn note<T>(&self, step: &str, r: serenity::Result<T>) -> Option<T> {
        let line = match &r {
            Ok(_) => format!("{step}:ok"),
            Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(e))) => {
                format!("{step}:{}:{}", e.status_code.as_u16(), e.error.code)
            }
            Err(e) => format!("{step}:error:{e}"),
        };
        self.log.lock().unwrap().push(line);
        r.ok()
    }

    fn lines(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }
}

struct Bot(Arc<Seen>);

fn lobby_rows(joined: bool) -> Vec<CreateActionRow> {
    vec![
        CreateActionRow::Buttons(vec![
            CreateButton::new("join").label("Join").disabled(joined),
            CreateButton::new("leave")
                .label("Leave")
                .style(ButtonStyle::Danger),
        ]),
        CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                "pick",
                CreateSelectMenuKind::String {
                    options: vec![
                        CreateSelectMenuOption::new("Red", "red"),
                        CreateSelectMenuOption::new("Blue", "blue"),
                    ],
                },
            )
            .placeholder("Pick a colour"),
        ),
    ]
}

fn message(content: impl Into<String>) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new().content(content)
}

#[async_trait]
impl EventHandler for Bot {
    async fn ready(&self, ctx: Context, _ready: Ready) {
        let commands = vec![
            CreateCommand::new("ping").description("Replies with pong"),
            CreateCommand::new("game")
                .description("Game commands")
                .add_option(
                    CreateCommandOption::new(
                        CommandOptionType::SubCommand,
                        "start",
                        "Start a game",
                    )
                    .add_sub_option(
                        CreateCommandOption::new(CommandOptionType::Integer, "rounds", "Rounds")
                            .required(true),
                    )
                    .add_sub_option(CreateCommandOption::new(
                        CommandOptionType::User,
                        "opponent",
                        "Who to play",
                    )),
                ),
            CreateCommand::new("bad").description("Breaks the rules on purpose"),
            CreateCommand::new("card").description("Shows a picture"),
            CreateCommand::new("slow").description("Defers, then follows up"),
        ];
        let r = Command::set_global_commands(&ctx.http, commands).await;
        self.0.note("register", r);
        self.0.ready.store(true, Ordering::SeqCst);
    }

    async fn guild_create(&self, _ctx: Context, _guild: Guild, _is_new: Option<bool>) {
        self.0.guild_creates.fetch_add(1, Ordering::SeqCst);
    }

    async fn thread_create(&self, _ctx: Context, _thread: GuildChannel) {
        self.0.thread_creates.fetch_add(1, Ordering::SeqCst);
    }

    async fn channel_create(&self, _ctx: Context, _channel: GuildChannel) {
        self.0.channel_creates.fetch_add(1, Ordering::SeqCst);
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(cmd) => self.command(&ctx, cmd).await,
            Interaction::Component(comp) => self.component(&ctx, comp).await,
            _ => {}
        }
    }
}

impl Bot {
    async fn command(&self, ctx: &Context, cmd: CommandInteraction) {
        let seen = &self.0;
        if let Some(member) = &cmd.member {
            let perms = member.permissions.map(|p| p.bits()).unwrap_or(0);
            seen.permissions
                .lock()
                .unwrap()
                .push((member.user.name.clone(), perms));
        }
        match cmd.data.name.as_str() {
            "ping" => {
                let r = cmd
                    .create_response(
                        &ctx.http,
                        CreateInteractionResponse::Message(
                            message("pong").components(lobby_rows(false)),
                        ),
                    )
                    .await;
                seen.note("ping", r);
            }
            "game" => {
                let Some(CommandDataOptionValue::SubCommand(opts)) =
                    cmd.data.options.first().map(|o| &o.value)
                else {
                    seen.note::<()>("game", Err(serenity::Error::Other("no subcommand")));
                    return;
                };
                let rounds = opts
                    .iter()
                    .find(|o| o.name == "rounds")
                    .and_then(|o| o.value.as_i64());
                let opponent = opts
                    .iter()
                    .find_map(|o| match o.value {
                        CommandDataOptionValue::User(u) => Some(u),
                        _ => None,
                    })
                    .and_then(|u| cmd.data.resolved.users.get(&u))
                    .map(|u| u.name.clone());
                seen.note("defer", cmd.defer_ephemeral(&ctx.http).await);
                let edit = EditInteractionResponse::new().content(format!(
                    "rounds {} vs {}",
                    rounds.unwrap_or(-1),
                    opponent.unwrap_or_default()
                ));
                seen.note("edit-original", cmd.edit_response(&ctx.http, edit).await);
                let followup = CreateInteractionResponseFollowup::new()
                    .content("secret hand")
                    .ephemeral(true)
                    .button(CreateButton::new("again").label("Again"));
                if let Some(m) =
                    seen.note("followup", cmd.create_followup(&ctx.http, followup).await)
                {
                    let edit = CreateInteractionResponseFollowup::new().content("secret hand v2");
                    seen.note(
                        "edit-followup",
                        cmd.edit_followup(&ctx.http, m.id, edit).await,
                    );
                }
                let thread = CreateThread::new("game-1")
                    .kind(ChannelType::PublicThread)
                    .auto_archive_duration(AutoArchiveDuration::OneHour);
                if let Some(t) = seen.note(
                    "thread",
                    cmd.channel_id.create_thread(&ctx.http, thread).await,
                ) {
                    let post = CreateMessage::new()
                        .content("table")
                        .add_file(CreateAttachment::bytes(PNG.to_vec(), "table.png"));
                    if let Some(m) =
                        seen.note("thread-post", t.id.send_message(&ctx.http, post).await)
                    {
                        let edit = EditMessage::new().content("table, turn 2");
                        seen.note(
                            "thread-edit",
                            t.id.edit_message(&ctx.http, m.id, edit).await,
                        );
                    }
                }
            }
            "card" => {
                let reply = message("a card")
                    .embed(
                        CreateEmbed::new()
                            .title("Card")
                            .description("seven of cups"),
                    )
                    .add_file(CreateAttachment::bytes(PNG.to_vec(), "a.png"));
                let r = cmd
                    .create_response(&ctx.http, CreateInteractionResponse::Message(reply))
                    .await;
                if seen.note("card", r).is_some() {
                    let edit = EditInteractionResponse::new()
                        .new_attachment(CreateAttachment::bytes(b"second".to_vec(), "b.png"));
                    seen.note("card-edit", cmd.edit_response(&ctx.http, edit).await);
                }
            }
            "slow" => {
                seen.note("slow-defer", cmd.defer(&ctx.http).await);
                let f = CreateInteractionResponseFollowup::new().content("done slowly");
                seen.note("slow-followup", cmd.create_followup(&ctx.http, f).await);
            }
            "bad" => {
                // serenity's builder refuses long content itself, so send the raw payload.
                let long = json!({"type": 4, "data": {"content": "x".repeat(2001)}});
                let r = ctx
                    .http
                    .create_interaction_response(cmd.id, &cmd.token, &long, vec![])
                    .await;
                seen.note("long", r);
                let rows: Vec<CreateActionRow> = (0..6)
                    .map(|i| {
                        CreateActionRow::Buttons(
                            vec![CreateButton::new(format!("b{i}")).label("B")],
                        )
                    })
                    .collect();
                let six = message("six rows").components(rows);
                seen.note(
                    "six-rows",
                    cmd.create_response(&ctx.http, CreateInteractionResponse::Message(six))
                        .await,
                );
                let ok = message("fine").ephemeral(true);
                seen.note(
                    "ack",
                    cmd.create_response(&ctx.http, CreateInteractionResponse::Message(ok))
                        .await,
                );
                let again = message("again");
                seen.note(
                    "double-ack",
                    cmd.create_response(&ctx.http, CreateInteractionResponse::Message(again))
                        .await,
                );
                if let Some(m) = seen.note("get-original", cmd.get_response(&ctx.http).await) {
                    let edit = EditMessage::new().content("through the channel");
                    let r = ctx
                        .http
                        .edit_message(m.channel_id, m.id, &edit, vec![])
                        .await;
                    seen.note("ephemeral-channel-edit", r);
                }
            }
            _ => {}
        }
    }

    async fn component(&self, ctx: &Context, comp: ComponentInteraction) {
        let seen = &self.0;
        let response = match (&comp.data.kind, comp.data.custom_id.as_str()) {
            (ComponentInteractionDataKind::Button, "join") => {
                CreateInteractionResponse::UpdateMessage(
                    message(format!("joined by {}", comp.user.name)).components(lobby_rows(true)),
                )
            }
            (ComponentInteractionDataKind::Button, "again") => {
                CreateInteractionResponse::UpdateMessage(message(format!(
                    "again from {}",
                    comp.message.content
                )))
            }
            (ComponentInteractionDataKind::StringSelect { values }, "pick") => {
                CreateInteractionResponse::Message(
                    message(format!("you picked {}", values.join(","))).ephemeral(true),
                )
            }
            // Unknown ids (forged, outdated) are ignored, as the product's adapter does.
            _ => return,
        };
        let step = format!("component-{}", comp.data.custom_id);
        seen.note(&step, comp.create_response(&ctx.http, response).await);
    }
}

fn http_for(fake: &FakeDiscord, token: &str) -> Http {
    HttpBuilder::new(token)
        .proxy(fake.api_url())
        .application_id(fake.application_id().into())
        .ratelimiter_disabled(true)
        .build()
}

/// Starts the tiny bot against the fake; returns its shard manager, which stops it.
async fn start_bot(fake: &FakeDiscord, seen: Arc<Seen>) -> Arc<ShardManager> {
    let http = http_for(fake, &fake.token());
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(Bot(seen))
        .await
        .expect("serenity client builds");
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        let _ = client.start().await;
    });
    shards
}

fn panics(f: impl FnOnce()) -> String {
    let err =
        std::panic::catch_unwind(AssertUnwindSafe(f)).expect_err("expected the fake to refuse");
    err.downcast_ref::<String>()
        .cloned()
        .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_bot_round_trips_every_route() {
    let fake = FakeDiscord::start().await;
    let channel = fake.create_channel("games");
    let seen = Arc::new(Seen::default());
    let bot = start_bot(&fake, Arc::clone(&seen)).await;
    fake.wait_bot_ready(WAIT).await;
    fake.wait_until(|_| seen.guild_creates.load(Ordering::SeqCst) == 1, WAIT)
        .await;
    let names: Vec<String> = fake
        .registered_commands()
        .iter()
        .map(|c| c["name"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(names, ["ping", "game", "bad", "card", "slow"]);
    let later = fake.create_channel("later");
    fake.wait_until(|_| seen.channel_creates.load(Ordering::SeqCst) == 1, WAIT)
        .await;

    // Slash command answered with a message carrying buttons and a select menu.
    let alice = fake.user("alice");
    let bob = fake.user("bob");
    fake.set_permissions(
        &bob,
        support::fake_discord::DEFAULT_MEMBER_PERMISSIONS | MANAGE_MESSAGES,
    );
    let ping = fake.slash(&alice, channel, "ping", None, json!({}));
    let r = fake.wait_for_response(&ping, WAIT).await;
    assert_eq!(
        (r.kind, r.ephemeral, r.content()),
        (4, false, "pong".to_owned())
    );
    let lobby = r.original.expect("a public reply");
    assert_eq!(lobby.buttons().len(), 2);
    assert_eq!(lobby.button("Join").custom_id.as_deref(), Some("join"));
    assert_eq!(lobby.select("Pick a colour").options.len(), 2);
    assert_eq!(fake.channel_messages(channel), vec![lobby.clone()]);

    // A click answered with UPDATE_MESSAGE edits the lobby in place.
    let join = fake.click_button(&bob, &lobby, "Join");
    let r = fake.wait_for_response(&join, WAIT).await;
    assert_eq!(r.kind, 7);
    let lobby = fake.message(lobby.id).expect("lobby still exists");
    assert_eq!(lobby.content, "joined by bob");
    assert!(lobby.button("Join").disabled);
    assert_eq!(fake.channel_messages(channel).len(), 1);
    // The fake refuses clicks Discord would never send.
    assert!(panics(|| {
        fake.click(&alice, &lobby, "join");
    })
    .contains("no enabled button"));
    assert!(panics(|| {
        fake.click(&alice, &lobby, "forged");
    })
    .contains("forged"));

    // A select answered with an ephemeral reply only alice sees.
    let pick = fake.select(&alice, &ping, "pick", &["red"]);
    let r = fake.wait_for_response(&pick, WAIT).await;
    assert!(r.ephemeral);
    assert_eq!(r.content(), "you picked red");
    assert_eq!(fake.ephemeral_messages_for(&alice).len(), 1);
    assert!(fake.ephemeral_messages_for(&bob).is_empty());
    assert_eq!(
        fake.channel_messages(channel).len(),
        1,
        "ephemeral replies are not channel messages"
    );

    // Subcommand with typed options; defer, edit @original, follow-up, thread, attachment.
    let start = fake.slash(
        &alice,
        channel,
        "game",
        Some("start"),
        json!({"rounds": 3, "opponent": "bob"}),
    );
    let r = fake.wait_for_response(&start, WAIT).await;
    assert_eq!((r.kind, r.ephemeral), (5, true));
    assert_eq!(r.content(), "rounds 3 vs bob");
    fake.wait_until(
        |d| {
            d.threads().first().is_some_and(|t| {
                !d.channel_messages(t.id).is_empty() && d.channel_messages(t.id)[0].edits == 1
            })
        },
        WAIT,
    )
    .await;
    let r = fake.interaction_response(&start).expect("answered");
    assert_eq!(r.followups.len(), 1);
    assert_eq!(r.followups[0].content, "secret hand v2");
    assert!(r.followups[0].ephemeral);
    let thread = fake.threads().remove(0);
    assert_eq!(
        (
            thread.name.as_str(),
            thread.kind,
            thread.parent_id,
            thread.auto_archive_duration
        ),
        ("game-1", 11, channel, 60)
    );
    let post = fake.channel_messages(thread.id).remove(0);
    assert_eq!(post.content, "table, turn 2");
    assert_eq!(
        post.attachments.len(),
        1,
        "an edit without attachments keeps them"
    );
    assert_eq!(post.attachments[0].filename, "table.png");
    assert_eq!(post.attachments[0].bytes, PNG);
    assert_eq!(
        post.attachments[0].content_type.as_deref(),
        Some("image/png")
    );

    // THREAD_CREATE reaches the handler only if serenity parsed it.
    fake.wait_until(|_| seen.thread_creates.load(Ordering::SeqCst) == 1, WAIT)
        .await;

    // A reply with a file and an embed inside the thread, then an edit replacing the file.
    let card = fake.slash(&alice, thread.id, "card", None, json!({}));
    fake.wait_until(
        |d| {
            d.interaction_response(&card)
                .is_some_and(|r| r.original.is_some_and(|m| m.edits == 1))
        },
        WAIT,
    )
    .await;
    let shown = fake.interaction_response(&card).unwrap().original.unwrap();
    assert_eq!(shown.channel_id, thread.id);
    assert!(shown.text().contains("seven of cups"));
    let files: Vec<&str> = shown
        .attachments
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert_eq!(
        files,
        ["b.png"],
        "new_attachment without keep replaces the files"
    );
    assert_eq!(shown.attachments[0].bytes, b"second");

    // After a deferral, the first follow-up fills the "thinking" placeholder.
    let slow = fake.slash(&bob, later, "slow", None, json!({}));
    let r2 = fake.wait_for_response(&slow, WAIT).await;
    assert_eq!(
        (r2.kind, r2.content().as_str(), r2.followups.len()),
        (5, "done slowly", 0)
    );
    assert_eq!(fake.channel_messages(later).len(), 1);

    // Clicking a button on an ephemeral follow-up updates that follow-up.
    let again = fake.click_button(&alice, &r.followups[0], "Again");
    fake.wait_for_response(&again, WAIT).await;
    assert_eq!(
        fake.message(r.followups[0].id).unwrap().content,
        "again from secret hand v2"
    );
    assert!(panics(|| {
        fake.click_button(&bob, &r.followups[0], "Again");
    })
    .contains("ephemeral"));

    // Members carry their permissions as serenity parses them.
    let perms = seen.permissions.lock().unwrap().clone();
    let manages = |who: &str| {
        perms
            .iter()
            .filter(|(n, _)| n == who)
            .all(|(_, p)| p & MANAGE_MESSAGES != 0)
    };
    assert!(
        perms.len() >= 4 && manages("bob") && !manages("alice"),
        "{perms:?}"
    );

    let lines = seen.lines();
    assert!(
        lines.iter().all(|l| l.ends_with(":ok")),
        "every bot request succeeded: {lines:?}"
    );
    fake.assert_no_violations();

    // A forged id reaches the bot (which ignores it); answering late is refused.
    let forged = fake.click_raw(&bob, &lobby, "forged");
    let http = http_for(&fake, &fake.token());
    let early = http.get_original_interaction_response(&forged.token).await;
    assert!(
        format!("{early:?}").contains("10008"),
        "@original before any callback: {early:?}"
    );
    fake.advance_clock(Duration::from_secs(4));
    assert_eq!(fake.unanswered_interactions(), vec![forged.clone()]);
    let late = http
        .create_interaction_response(forged.id.into(), &forged.token, &json!({"type": 6}), vec![])
        .await;
    assert!(
        format!("{late:?}").contains("10062"),
        "late callback refused: {late:?}"
    );

    // Tokens die after 15 minutes.
    fake.advance_clock(Duration::from_secs(15 * 60));
    let edit = json!({"content": "too late"});
    let expired = http
        .edit_original_interaction_response(&ping.token, &edit, vec![])
        .await;
    assert!(
        format!("{expired:?}").contains("50027"),
        "expired token refused: {expired:?}"
    );
    let v = fake.take_violations();
    assert_eq!(v.len(), 3, "{v:?}");

    // Contract breaches by the bot itself are refused with Discord's codes and recorded.
    let bad = fake.slash(&alice, channel, "bad", None, json!(null));
    fake.wait_until(
        |_| {
            seen.lines()
                .iter()
                .any(|l| l.starts_with("ephemeral-channel-edit"))
        },
        WAIT,
    )
    .await;
    let lines = seen.lines();
    let steps = [
        "long",
        "six-rows",
        "ack",
        "double-ack",
        "get-original",
        "ephemeral-channel-edit",
    ];
    let tail: Vec<&str> = lines
        .iter()
        .map(String::as_str)
        .filter(|l| steps.iter().any(|s| l.starts_with(&format!("{s}:"))))
        .collect();
    assert_eq!(
        tail,
        [
            "long:400:50035",
            "six-rows:400:50035",
            "ack:ok",
            "double-ack:400:40060",
            "get-original:ok",
            "ephemeral-channel-edit:404:10008"
        ]
    );
    assert_eq!(fake.interaction_response(&bad).unwrap().content(), "fine");
    let v = fake.take_violations();
    assert_eq!(v.len(), 4, "{v:?}");
    assert!(
        v[0].contains("content") && v[1].contains("components"),
        "{v:?}"
    );

    // A second bot "process" is accepted after the first one died.
    bot.shutdown_all().await;
    fake.wait_until(|d| !d.bot_connected(), WAIT).await;
    let seen2 = Arc::new(Seen::default());
    let bot2 = start_bot(&fake, Arc::clone(&seen2)).await;
    fake.wait_ready_count(2, WAIT).await;
    let ping2 = fake.slash(&bob, channel, "ping", None, json!({}));
    assert_eq!(fake.wait_for_response(&ping2, WAIT).await.content(), "pong");
    let perms = seen2.permissions.lock().unwrap().clone();
    assert!(
        perms
            .iter()
            .all(|(n, p)| n == "bob" && p & MANAGE_MESSAGES != 0),
        "{perms:?}"
    );
    // The old lobby's buttons still reach the new bot.
    let rejoin = fake.click_raw(&alice, &lobby, "join");
    assert_eq!(fake.wait_for_response(&rejoin, WAIT).await.kind, 7);

    // A dropped connection: the bot resumes its session.
    fake.disconnect_bot();
    fake.wait_until(|d| d.resume_count() == 1 && d.bot_connected(), WAIT)
        .await;
    assert_eq!(fake.ready_count(), 2);
    let ping3 = fake.slash(&bob, channel, "ping", None, json!({}));
    assert_eq!(fake.wait_for_response(&ping3, WAIT).await.kind, 4);
    fake.assert_no_violations();
    // (serenity's shutdown_all does not stop a shard that reconnected; dropping the fake
    // closes the connection instead.)
    drop(bot2);
}

#[tokio::test]
async fn rejects_wrong_tokens_unknown_routes_and_injects_faults() {
    let fake = FakeDiscord::start().await;
    let wrong = http_for(&fake, "not.the.token");
    let r = wrong.get_current_user().await;
    assert!(format!("{r:?}").contains("401"), "{r:?}");
    assert_eq!(fake.auth_failures(), 1);

    let http = http_for(&fake, &fake.token());
    let me = http.get_current_user().await.expect("current user");
    assert_eq!(me.id.get(), fake.bot_user_id());

    fake.fail_next("GET /users/@me", 500, 1);
    fake.fail_next("/users", 429, 1);
    let first = http.get_current_user().await;
    let second = http.get_current_user().await;
    assert!(format!("{first:?}").contains("500"), "{first:?}");
    assert!(format!("{second:?}").contains("429"), "{second:?}");
    // A retry waits out the 429's Retry-After (200 ms by default).
    tokio::time::sleep(Duration::from_millis(250)).await;
    assert!(http.get_current_user().await.is_ok());
    assert!(
        fake.violations().is_empty(),
        "injected faults are not violations"
    );

    // A route the fake does not know is a 404 and a violation.
    let r = http.get_guild_roles(fake.guild_id().into()).await;
    assert!(format!("{r:?}").contains("404"), "{r:?}");
    assert_eq!(fake.take_violations().len(), 1);

    // Channel routes: unknown channel, empty message, oversized embed.
    let channel = fake.create_channel("misc");
    let r = ChannelId::new(channel + 1).say(&http, "hi").await;
    assert!(format!("{r:?}").contains("10003"), "{r:?}");
    let r = http
        .send_message(channel.into(), vec![], &json!({"content": ""}))
        .await;
    assert!(format!("{r:?}").contains("50006"), "{r:?}");
    let r = http
        .send_message(
            channel.into(),
            vec![],
            &json!({"embeds": [{"title": "t".repeat(257)}]}),
        )
        .await;
    assert!(format!("{r:?}").contains("50035"), "{r:?}");
    let r = http
        .create_thread(
            channel.into(),
            &json!({"name": "x", "auto_archive_duration": 30, "type": 11}),
            None,
        )
        .await;
    assert!(format!("{r:?}").contains("50035"), "{r:?}");
    assert_eq!(fake.take_violations().len(), 4);

    // Editing in an archived thread is refused.
    let t = http
        .create_thread(channel.into(), &json!({"name": "t", "type": 11}), None)
        .await
        .expect("thread");
    let m = t.id.say(&http, "hello").await.expect("post in thread");
    fake.archive_thread(t.id.get());
    let r =
        t.id.edit_message(&http, m.id, EditMessage::new().content("edited"))
            .await;
    assert!(format!("{r:?}").contains("50083"), "{r:?}");
    assert_eq!(fake.take_violations().len(), 1);
}

fn button(id: &str, label: &str) -> serde_json::Value {
    json!({"type": 2, "style": 1, "custom_id": id, "label": label})
}

fn row(children: Vec<serde_json::Value>) -> serde_json::Value {
    json!({"type": 1, "components": children})
}

fn select(id: &str, options: usize) -> serde_json::Value {
    let options: Vec<_> = (0..options)
        .map(|i| json!({"label": format!("o{i}"), "value": format!("v{i}")}))
        .collect();
    json!({"type": 3, "custom_id": id, "options": options})
}

#[tokio::test]
async fn limits_are_enforced_on_channel_routes() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake, &fake.token());
    let channel = fake.create_channel("limits");
    let field = |i: usize| json!({"name": format!("f{i}"), "value": "v", "inline": false});
    let many_fields: Vec<_> = (0..26).map(field).collect();
    let big_text = "d".repeat(4000);
    // (payload, text the violation must mention)
    let cases = vec![
        (json!({"content": "é".repeat(2001)}), "content"),
        (json!({"embeds": vec![json!({"title": "t"}); 11]}), "embeds"),
        (
            json!({"embeds": [{"description": "d".repeat(4097)}]}),
            "embeds.0.description",
        ),
        (
            json!({"embeds": [{"title": "t", "fields": many_fields}]}),
            "embeds.0.fields",
        ),
        (
            json!({"embeds": [{"fields": [{"name": "n".repeat(257), "value": "v"}]}]}),
            "fields.0.name",
        ),
        (
            json!({"embeds": [{"fields": [{"name": "n", "value": "v".repeat(1025)}]}]}),
            "fields.0.value",
        ),
        (
            json!({"embeds": [{"footer": {"text": "f".repeat(2049)}}]}),
            "footer.text",
        ),
        (
            json!({"embeds": [{"description": big_text}, {"description": big_text}]}),
            "6000",
        ),
        (
            json!({"components": vec![row(vec![button("a", "A")]); 6]}),
            "components",
        ),
        (
            json!({"components": [row((0..6).map(|i| button(&format!("b{i}"), "B")).collect())]}),
            "components.0.components",
        ),
        (
            json!({"components": [row(vec![select("s", 2), button("b", "B")])]}),
            "alone",
        ),
        (
            json!({"components": [row(vec![select("s", 26)])]}),
            "options",
        ),
        (
            json!({"components": [row(vec![select("s", 0)])]}),
            "options",
        ),
        (
            json!({"components": [row(vec![json!({"type": 3, "custom_id": "s", "placeholder": "p".repeat(151), "options": [{"label": "a", "value": "a"}]})])]}),
            "placeholder",
        ),
        (
            json!({"components": [row(vec![json!({"type": 3, "custom_id": "s", "options": [{"label": "l".repeat(101), "value": "a"}]})])]}),
            "options.0.label",
        ),
        (
            json!({"components": [row(vec![button("x", &"L".repeat(81))])]}),
            "label",
        ),
        (
            json!({"components": [row(vec![button(&"i".repeat(101), "B")])]}),
            "custom_id",
        ),
        (
            json!({"components": [row(vec![button("dup", "A"), button("dup", "B")])]}),
            "duplicated",
        ),
        (
            json!({"components": [row(vec![json!({"type": 2, "style": 1, "label": "no id"})])]}),
            "custom_id",
        ),
        (json!({"content": "   "}), "empty"),
    ];
    for (payload, expected) in &cases {
        let r = http.send_message(channel.into(), vec![], payload).await;
        assert!(r.is_err(), "accepted {payload}");
        let v = fake.take_violations();
        assert_eq!(v.len(), 1, "{payload}: {v:?}");
        assert!(
            v[0].contains(expected),
            "violation for {payload} should mention {expected:?}: {}",
            v[0]
        );
    }
    // Link buttons need no custom_id; a valid message passes.
    let link = json!({"type": 2, "style": 5, "label": "Rules", "url": "https://example.org/rules"});
    let ok = json!({"content": "ok", "components": [row(vec![link, button("go", "Go")]), row(vec![select("s", 25)])]});
    let m = http
        .send_message(channel.into(), vec![], &ok)
        .await
        .expect("valid message");
    fake.assert_no_violations();
    let stored = fake.message(m.id.get()).unwrap();
    assert_eq!(stored.buttons().len(), 2);
    assert_eq!(stored.select("s").options.len(), 25);

    // Attachments: over 10 MiB refused, under accepted and kept byte for byte.
    let huge = CreateAttachment::bytes(vec![0u8; 10 * 1024 * 1024 + 1], "huge.bin");
    let r = http
        .send_message(channel.into(), vec![huge], &json!({"content": "big"}))
        .await;
    assert!(format!("{r:?}").contains("50035"), "{r:?}");
    assert!(fake.take_violations()[0].contains("huge.bin"));
    let small = CreateAttachment::bytes(vec![7u8; 1000], "small.bin");
    let m2 = http
        .send_message(channel.into(), vec![small], &json!({}))
        .await
        .expect("file-only message");
    assert_eq!(m2.attachments[0].size, 1000);
    assert_eq!(
        fake.message(m2.id.get()).unwrap().attachments[0].bytes,
        vec![7u8; 1000]
    );

    // Threads: from a message (same id as the message), name limits, GET channel.
    let t = http
        .create_thread_from_message(channel.into(), m.id, &json!({"name": "talk"}), None)
        .await
        .expect("thread from message");
    assert_eq!(t.id.get(), m.id.get());
    assert_eq!(fake.threads()[0].starter_message_id, Some(m.id.get()));
    let got = http.get_channel(t.id).await.expect("GET thread");
    assert_eq!(got.guild().map(|g| g.parent_id), Some(Some(channel.into())));
    let r = http
        .create_thread(
            channel.into(),
            &json!({"name": "n".repeat(101), "type": 11}),
            None,
        )
        .await;
    assert!(format!("{r:?}").contains("50035"), "{r:?}");
    assert!(fake.take_violations()[0].contains("name"));

    // Delete, then the message is gone for the channel routes.
    http.delete_message(channel.into(), m2.id, None)
        .await
        .expect("delete");
    let r = http.get_message(channel.into(), m2.id).await;
    assert!(format!("{r:?}").contains("10008"), "{r:?}");
    assert_eq!(fake.take_violations().len(), 1);
    assert_eq!(fake.channel_messages(channel).len(), 1);

    // Command definitions are validated like Discord does.
    let app = fake.application_id();
    let bad_commands = [
        (json!([{"name": "Upper", "description": "d"}]), "name"),
        (
            json!([{"name": "ok", "description": "d".repeat(101)}]),
            "description",
        ),
        (
            json!([{"name": "ok", "description": "d", "options": [
            {"type": 3, "name": "a", "description": "a"},
            {"type": 3, "name": "b", "description": "b", "required": true}]}]),
            "required",
        ),
        (
            json!([{"name": "ok", "description": "d",
                "name_localizations": {"pt-BR": "Com Espaço"}}]),
            "name_localizations.pt-BR",
        ),
        (
            json!([{"name": "ok", "description": "d",
                "description_localizations": {"cs": "d".repeat(101)}}]),
            "description_localizations.cs",
        ),
        (
            json!([{"name": "ok", "description": "d",
                "name_localizations": {"xx": "ok"}}]),
            "name_localizations.xx",
        ),
        (
            json!([{"name": "ok", "description": "d", "options": [
            {"type": 3, "name": "a", "description": "a", "name_localizations": {"cs": "x"}},
            {"type": 3, "name": "b", "description": "b", "name_localizations": {"cs": "x"}}]}]),
            "name_localizations.cs",
        ),
        (
            json!([{"name": "ok", "description": "d", "options": [
            {"type": 3, "name": "a", "description": "a", "choices": [
                {"name": "A", "value": "a", "name_localizations": {"zh-CN": ""}}]}]}]),
            "choices.0.name_localizations.zh-CN",
        ),
    ];
    for (defs, expected) in &bad_commands {
        let r = http.create_global_commands(defs).await;
        assert!(r.is_err(), "accepted {defs}");
        let v = fake.take_violations();
        assert!(v.len() == 1 && v[0].contains(expected), "{defs}: {v:?}");
    }
    assert!(fake.registered_commands().is_empty());
    assert_eq!(app, fake.application_id());
}

#[tokio::test]
async fn global_rate_limit_and_application_info() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake, &fake.token());
    let info = http
        .get_current_application_info()
        .await
        .expect("application info parses");
    assert_eq!(info.id.get(), fake.application_id());
    // A low limit keeps the burst short enough to fit in one second on a loaded machine.
    fake.set_global_rate_limit(Some(3));
    let mut limited = 0;
    for _ in 0..6 {
        if http.get_current_user().await.is_err() {
            limited += 1;
        }
    }
    assert!(limited >= 1, "no request was limited");
    let v = fake.take_violations();
    assert_eq!(v.len(), limited);
    assert!(v[0].contains("global rate limit"));
    fake.set_global_rate_limit(None);
    assert!(http.get_current_user().await.is_ok());
}
