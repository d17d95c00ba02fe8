//! Every player in their own language, end to end through the fake Discord: a table's
//! public message speaks its opener's language (the interaction's locale of the
//! opening command), while each player's private view speaks that player's own; the
//! host can change the table's language from the lobby.

mod support;

use serde_json::json;
use std::time::Duration;
use support::fake_discord::{FakeMessage, FakeUser};
use support::setup::Setup;

const WAIT: Duration = Duration::from_secs(15);

impl Setup {
    /// Click the button labelled `label` of `message` and wait for the click's answer.
    async fn press_label(&self, user: &FakeUser, message: &FakeMessage, label: &str) {
        let handle = self.fake.click_button(user, message, label);
        self.fake.wait_for_ack(&handle, WAIT).await;
    }

    /// Click `label` on a public message and return the private view it opens.
    async fn private_view(
        &self,
        user: &FakeUser,
        message: &FakeMessage,
        label: &str,
    ) -> FakeMessage {
        let handle = self.fake.click_button(user, message, label);
        let response = self.fake.wait_for_response(&handle, WAIT).await;
        assert!(response.ephemeral, "{label} opens a private view");
        response
            .original
            .unwrap_or_else(|| panic!("no private view after {label}"))
    }
}

fn labels(message: &FakeMessage) -> Vec<String> {
    message
        .buttons()
        .into_iter()
        .filter_map(|b| b.label)
        .collect()
}

fn has_label(message: &FakeMessage, label: &str) -> bool {
    labels(message).iter().any(|l| l == label)
}

/// The select menu of `message` one of whose options' verbs starts with `verb`.
fn menu_with(message: &FakeMessage, verb: &str) -> support::fake_discord::SelectMenu {
    message
        .selects()
        .into_iter()
        .find(|m| m.options.iter().any(|o| o.value.starts_with(verb)))
        .unwrap_or_else(|| panic!("no menu with {verb}: {:?}", message.selects()))
}

/// A Brazilian host, a Czech player and a Chinese player share an UNO table: the lobby
/// and the table message stay in Portuguese (the host's language), and each player's
/// hand comes in their own language, with the game's own words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_sees_their_hand_in_their_language_and_the_table_in_the_hosts() {
    let s = Setup::builder().channel("uno").start().await;
    let bot = s.bot().await;
    s.fake.set_locale(&s.alice, "pt-BR");
    s.fake.set_locale(&s.bob, "cs");
    s.fake.set_locale(&s.carol, "zh-CN");
    let start = s.fake.slash(
        &s.alice,
        s.channel,
        "uno",
        Some("start"),
        json!({"seed": 7}),
    );
    s.fake.wait_for_response(&start, WAIT).await;

    let lobby = s.message("sala de espera").await;
    assert!(
        lobby.text().contains("Mesa de UNO aberta"),
        "{}",
        lobby.text()
    );
    assert!(
        lobby.text().contains("Número da distribuição 7"),
        "{}",
        lobby.text()
    );
    for label in [
        "Entrar",
        "Sair",
        "Adicionar computador",
        "Começar",
        "Cancelar",
    ] {
        assert!(has_label(&lobby, label), "{label}: {:?}", labels(&lobby));
    }
    let settings = menu_with(&lobby, "set.");
    assert!(
        settings
            .options
            .iter()
            .any(|o| o.label.contains("Acumular")),
        "{:?}",
        settings.options
    );
    s.press_label(&s.bob, &lobby, "Entrar").await;
    let lobby = s.message("bob").await;
    s.press_label(&s.carol, &lobby, "Entrar").await;
    let lobby = s.message("carol").await;
    assert!(lobby.text().contains("carol entrou."), "{}", lobby.text());
    s.press_label(&s.alice, &lobby, "Começar").await;

    let table = s.message("UNO — vez de").await;
    assert!(table.text().contains("O jogo começa"), "{}", table.text());
    assert!(table.text().contains("Rodada 1"), "{}", table.text());
    for label in ["Mão", "Comprar", "UNO!"] {
        assert!(has_label(&table, label), "{label}: {:?}", labels(&table));
    }

    // Each hand in its reader's language.
    let czech = s.private_view(&s.bob, &table, "Mão").await;
    assert!(czech.text().contains("Vaše ruka"), "{}", czech.text());
    assert!(
        czech.text().contains("Jste na tahu") || czech.text().contains("Čeká se na hráče"),
        "{}",
        czech.text()
    );
    assert!(has_label(&czech, "Líznout"), "{:?}", labels(&czech));
    assert!(has_label(&czech, "Obnovit"), "{:?}", labels(&czech));

    let chinese = s.private_view(&s.carol, &table, "Mão").await;
    assert!(chinese.text().contains("你的手牌"), "{}", chinese.text());
    assert!(chinese.text().contains("顶牌"), "{}", chinese.text());
    assert!(has_label(&chinese, "摸牌"), "{:?}", labels(&chinese));
    assert!(has_label(&chinese, "刷新"), "{:?}", labels(&chinese));

    let portuguese = s.private_view(&s.alice, &table, "Mão").await;
    assert!(
        portuguese.text().contains("Sua mão"),
        "{}",
        portuguese.text()
    );
    assert!(
        portuguese.text().contains("Carta da mesa"),
        "{}",
        portuguese.text()
    );
    assert!(
        has_label(&portuguese, "Comprar"),
        "{:?}",
        labels(&portuguese)
    );

    // Someone draws: the log line on the table is Portuguese, whoever's hand it came from.
    let drawer = [
        (&s.alice, &portuguese),
        (&s.bob, &czech),
        (&s.carol, &chinese),
    ]
    .into_iter()
    .find(|(_, hand)| {
        hand.buttons().iter().any(|b| {
            !b.disabled
                && b.custom_id
                    .as_deref()
                    .is_some_and(|id| id.contains(":g.draw"))
        })
    });
    if let Some((user, hand)) = drawer {
        let draw = hand
            .buttons()
            .into_iter()
            .find(|b| {
                b.custom_id
                    .as_deref()
                    .is_some_and(|id| id.contains(":g.draw"))
            })
            .and_then(|b| b.custom_id)
            .unwrap();
        let h = s.fake.click(user, hand, &draw);
        s.fake.wait_for_response(&h, WAIT).await;
        let table = s.message("compra uma carta").await;
        assert!(table.text().contains("UNO —"), "{}", table.text());
    }
    let table = s.message("UNO —").await;
    assert!(!table.text().contains("'s turn"), "{}", table.text());
    assert!(!table.text().contains("Round 1"), "{}", table.text());
    s.finish(bot).await;
}

/// The host changes the table's language in the lobby: the lobby is written again in
/// the chosen language, and the menu's choices carry the same verbs whatever language
/// it is shown in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_changes_the_tables_language_in_the_lobby() {
    let s = Setup::builder().channel("uno").start().await;
    let bot = s.bot().await;
    s.fake.set_locale(&s.alice, "cs");
    let start = s
        .fake
        .slash(&s.alice, s.channel, "uno", Some("start"), json!({}));
    s.fake.wait_for_response(&start, WAIT).await;
    let lobby = s.message("čekárna").await;
    assert!(has_label(&lobby, "Přisednout"), "{:?}", labels(&lobby));
    let menu = menu_with(&lobby, "lang.");
    let values: Vec<&str> = menu.options.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(
        values,
        ["lang.en-US", "lang.pt-BR", "lang.zh-CN", "lang.cs"]
    );
    let chinese = menu
        .options
        .iter()
        .find(|o| o.label == "中文（简体）")
        .expect("each language under its own name");
    // Someone else may not change it.
    let h = s
        .fake
        .select(&s.bob, &lobby, &menu.custom_id, &[chinese.value.as_str()]);
    let refused = s.fake.wait_for_response(&h, WAIT).await;
    assert!(refused.ephemeral, "{refused:?}");
    let h = s
        .fake
        .select(&s.alice, &lobby, &menu.custom_id, &[chinese.value.as_str()]);
    s.fake.wait_for_ack(&h, WAIT).await;
    let lobby = s.message("房间").await;
    assert!(has_label(&lobby, "加入"), "{:?}", labels(&lobby));
    assert!(lobby.text().contains("中文（简体）"), "{}", lobby.text());
    s.finish(bot).await;
}

/// A Brazilian player's Klondike board is in Portuguese, with the seed's words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_brazilian_plays_klondike_in_portuguese() {
    let s = Setup::builder().channel("klondike").start().await;
    let bot = s.bot().await;
    s.fake.set_locale(&s.alice, "pt-BR");
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "klondike",
        Some("start"),
        json!({"seed": 42}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let thread = s
        .fake
        .wait_for_named("a thread", |f| f.threads().into_iter().next(), WAIT)
        .await;
    let board = s
        .message_in(thread.id, "Paciência · distribuição nº 42")
        .await;
    let text = board.text();
    assert!(text.contains("Jogadas"), "{text}");
    assert!(text.contains("Voltas ao estoque"), "{text}");
    assert!(
        text.contains("alice joga; qualquer um pode assistir"),
        "{text}"
    );
    for label in ["Virar", "Desfazer", "Dica", "Automático"] {
        assert!(has_label(&board, label), "{label}: {:?}", labels(&board));
    }
    let menu = menu_with(&board, "g.m.");
    assert!(
        menu.placeholder
            .as_deref()
            .is_some_and(|p| p.starts_with("Escolha uma jogada")),
        "{:?}",
        menu.placeholder
    );
    // A move: the board says what happened, in Portuguese.
    let h = s.fake.click_button(&s.alice, &board, "Virar");
    s.fake.wait_for_ack(&h, WAIT).await;
    let h = s.fake.click_button(
        &s.alice,
        &s.message_in(thread.id, "distribuição nº 42").await,
        "Desfazer",
    );
    s.fake.wait_for_ack(&h, WAIT).await;
    s.message_in(thread.id, "Desfazer: de volta à jogada 0.")
        .await;
    // Typing `/klondike move from:` offers the moves in Portuguese, with the pile
    // numbers as values.
    let h = s
        .fake
        .autocomplete(&s.alice, thread.id, "klondike", "move", "from", "8");
    let response = s.fake.wait_for_ack(&h, WAIT).await;
    assert_eq!(response.kind, 8, "autocomplete is answered with choices");
    let choices = response.callback_data["choices"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0]["name"], "8 → 9: virar uma carta");
    assert_eq!(choices[0]["value"], 8);
    s.fake.assert_all_answered();
    s.finish(bot).await;
}

/// A Czech player challenges a Chinese player to Pazaak: the table is Czech, each side
/// deck builder and hand speaks its player's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_czech_and_a_chinese_player_play_pazaak() {
    let s = Setup::builder().channel("pazaak").start().await;
    let bot = s.bot().await;
    s.fake.set_locale(&s.alice, "cs");
    s.fake.set_locale(&s.carol, "zh-CN");
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "pazaak",
        Some("start"),
        json!({"free": true, "seed": 11, "opponent": s.carol.id.to_string()}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let challenge = s.message("vás vyzývá ke hře Pazaak").await;
    assert!(
        has_label(&challenge, "Přijmout"),
        "{:?}",
        labels(&challenge)
    );
    s.press_label(&s.carol, &challenge, "Přijmout").await;

    let table = s.message("výběr balíčků").await;
    assert!(has_label(&table, "Vybrat balíček"), "{:?}", labels(&table));
    let czech = s.private_view(&s.alice, &table, "Vybrat balíček").await;
    assert!(
        czech.text().contains("Vyberte si balíček"),
        "{}",
        czech.text()
    );
    assert!(has_label(&czech, "Výchozí balíček"), "{:?}", labels(&czech));
    let chinese = s.private_view(&s.carol, &table, "Vybrat balíček").await;
    assert!(
        chinese.text().contains("选择你的副牌"),
        "{}",
        chinese.text()
    );
    assert!(has_label(&chinese, "默认副牌"), "{:?}", labels(&chinese));
    s.press_label(&s.alice, &czech, "Výchozí balíček").await;
    s.press_label(&s.carol, &chinese, "默认副牌").await;

    let table = s.message("na tahu je").await;
    assert!(table.text().contains("Začíná kolo 1"), "{}", table.text());
    for label in ["Ruka", "Ukončit tah", "Stát"] {
        assert!(has_label(&table, label), "{label}: {:?}", labels(&table));
    }
    let czech = s.private_view(&s.alice, &table, "Ruka").await;
    assert!(czech.text().contains("Vaše ruka"), "{}", czech.text());
    assert!(has_label(&czech, "Stát"), "{:?}", labels(&czech));
    let chinese = s.private_view(&s.carol, &table, "Ruka").await;
    assert!(chinese.text().contains("你的手牌"), "{}", chinese.text());
    assert!(has_label(&chinese, "停牌"), "{:?}", labels(&chinese));
    assert!(has_label(&chinese, "结束回合"), "{:?}", labels(&chinese));
    s.finish(bot).await;
}

/// A Czech player's Pazaak career, shop and deck screens are in Czech; a Chinese
/// player's career screen in Chinese, in the same channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pazaak_career_screens_speak_their_readers_language() {
    let s = Setup::builder().channel("pazaak").start().await;
    let bot = s.bot().await;
    s.fake.set_locale(&s.alice, "cs");
    s.fake.set_locale(&s.carol, "zh-CN");
    let screen = |user: &FakeUser| {
        s.fake
            .slash(user, s.channel, "pazaak", Some("career"), json!({}))
    };
    let career = s.fake.wait_for_response(&screen(&s.alice), WAIT).await;
    assert!(career.ephemeral, "the career is private");
    let text = career.text();
    assert!(text.contains("Vaše pazaaková kariéra"), "{text}");
    assert!(text.contains("500 kreditů"), "{text}");
    assert!(
        text.contains("Další soupeř: **Kudo, přístavní dělník**"),
        "{text}"
    );
    let career = career.original.unwrap();
    for label in ["Hrát další zápas", "Obchod", "Upravit balíček"] {
        assert!(has_label(&career, label), "{label}: {:?}", labels(&career));
    }
    let handle = s.fake.click_button(&s.alice, &career, "Obchod");
    let shop = s.fake.wait_for_response(&handle, WAIT).await;
    assert!(shop.text().contains("Pazaakový obchod"), "{}", shop.text());
    assert!(
        shop.text().contains("Máte **500 kreditů**."),
        "{}",
        shop.text()
    );
    let shop = shop.original.unwrap();
    let menu = shop
        .selects()
        .into_iter()
        .find(|m| m.placeholder.as_deref() == Some("Koupit kartu"))
        .expect("the shop's menu");
    assert!(
        menu.options
            .iter()
            .any(|o| o.label == "Koupit +6 — 100 kreditů"),
        "{:?}",
        menu.options
    );
    let handle = s.fake.click_button(&s.alice, &shop, "Kariéra");
    s.fake.wait_for_ack(&handle, WAIT).await;

    let chinese = s.fake.wait_for_response(&screen(&s.carol), WAIT).await;
    let text = chinese.text();
    assert!(text.contains("你的 Pazaak 生涯"), "{text}");
    assert!(text.contains("下一个对手：**码头工人库多**"), "{text}");
    assert!(
        has_label(chinese.original.as_ref().unwrap(), "开始下一场"),
        "{text}"
    );
    s.finish(bot).await;
}
