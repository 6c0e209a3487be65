//! Printing profiles by example, and the IRI form's display of hosts:
//! Unicode only for labels that are safe to show.

use specurl::print::{domain_to_display, Profile};
use specurl::{Url, UrlRef};

/// `Url::to_unicode` of `input`, and the law (it parses back to the URL).
fn shown(input: &str) -> String {
    let url = Url::parse(input, None).unwrap();
    let shown = url.to_unicode();
    assert_eq!(
        Url::parse(&shown, None).unwrap().href(),
        url.href(),
        "{input}"
    );
    shown
}

#[test]
fn safe_labels_are_shown_in_unicode() {
    assert_eq!(shown("http://bücher.de/"), "http://bücher.de/");
    assert_eq!(shown("http://пример.рф/"), "http://пример.рф/");
    assert_eq!(shown("http://日本語.jp/"), "http://日本語.jp/");
    // Han with Hiragana and Katakana, and with Latin: one of UTS #39's
    // allowed combinations.
    assert_eq!(
        shown("http://ひらがなカタカナ漢字.jp/"),
        "http://ひらがなカタカナ漢字.jp/"
    );
    assert_eq!(shown("http://abc漢字.jp/"), "http://abc漢字.jp/");
    assert_eq!(shown("http://한국어.kr/"), "http://한국어.kr/");
    assert_eq!(shown("http://ελληνικά.gr/"), "http://ελληνικά.gr/");
    // Labels are decided one by one.
    assert_eq!(
        shown("http://bücher.xn--pple-43d.com/"),
        "http://bücher.xn--pple-43d.com/"
    );
}

#[test]
fn mixed_scripts_stay_in_punycode() {
    // Cyrillic а (U+0430) in a Latin name.
    assert_eq!(shown("http://\u{430}pple.com/"), "http://xn--pple-43d.com/");
    // Greek omicrons in a Latin name.
    assert_eq!(
        shown("http://g\u{3bf}\u{3bf}gle.com/"),
        "http://xn--ggle-0nda.com/"
    );
    // Latin with Cyrillic and Greek, and Cyrillic with Greek.
    assert!(shown("http://p\u{430}\u{3b1}.com/").contains("xn--"));
    assert!(shown("http://д\u{3b1}.com/").contains("xn--"));
    // Hangul with Hiragana is no allowed combination.
    assert!(shown("http://한ひ.jp/").contains("xn--"));
}

#[test]
fn cyrillic_that_looks_latin_stays_in_punycode() {
    // Every letter Cyrillic, and every one looks Latin: `аррӏе`.
    let spoof = "http://\u{430}\u{440}\u{440}\u{4cf}\u{435}.com/";
    assert!(shown(spoof).starts_with("http://xn--"), "{}", shown(spoof));
    // Under a Cyrillic TLD it is a Cyrillic name.
    let rf = "http://\u{430}\u{440}\u{440}\u{4cf}\u{435}.рф/";
    assert_eq!(shown(rf), "http://\u{430}\u{440}\u{440}\u{4cf}\u{435}.рф/");
}

#[test]
fn domains_that_do_not_decode_stay_as_they_are() {
    assert_eq!(domain_to_display("example.com"), None);
    assert_eq!(
        domain_to_display("xn--bcher-kva.de").as_deref(),
        Some("bücher.de")
    );
    // Not Punycode at all.
    assert_eq!(domain_to_display("xn--.com"), None);
}

#[test]
fn iri_components() {
    // Every component keeps its Unicode; ASCII encodings stay.
    let url = Url::parse("sc://ü:ü@ü/ü%20?ü#ü", None).unwrap();
    assert_eq!(
        url.href(),
        "sc://%C3%BC:%C3%BC@%C3%BC/%C3%BC%20?%C3%BC#%C3%BC"
    );
    assert_eq!(url.to_unicode(), "sc://ü:ü@ü/ü%20?ü#ü");
    // Bytes that are not UTF-8, and lowercase encodings (which parsing
    // would not give back), stay encoded.
    assert_eq!(shown("http://h/%FF%c3%bc%C3%BC"), "http://h/%FF%c3%bcü");
    // Format characters (a right-to-left override, a zero-width joiner) and
    // non-ASCII spaces stay encoded.
    assert_eq!(
        shown("http://h/%E2%80%AE%E2%80%8D%C2%A0"),
        "http://h/%E2%80%AE%E2%80%8D%C2%A0"
    );
}

#[test]
fn minimal_keeps_class_e() {
    let p = |s: &str| UrlRef::parse(s).unwrap().print_with(Profile::Minimal);
    // Class E: Unicode everywhere, `;` and `=` in the userinfo, `'` in a
    // web query. Class F: the space and the `"`.
    assert_eq!(
        p("http://a;=é@h/é ?'\"é#é`"),
        "http://a;=é@h/é%20?'%22é#é%60"
    );
    // Nothing else is normalised.
    assert_eq!(p("HTTP://h:80/a/./b"), "HTTP://h:80/a/./b");
    assert_eq!(p("./a:b"), "./a:b");
    // An opaque path tolerates a space (class T), but not the one before a
    // `#`, which a reparse would trim.
    assert_eq!(p("sc:a b #f"), "sc:a b%20#f");
}
