//! WPT's URLPattern data (`tests/data/urlpattern/`), read as WPT's
//! harness reads it: a lone surrogate, which strict JSON readers such as
//! serde_json reject, becomes U+FFFD, as WebIDL's USVString conversion
//! makes it.

use serde_json::Value;

/// `text` with each `\uXXXX` escape of a lone surrogate replaced by
/// `\uFFFD`.
///
/// ```
/// use specurl_check::urlpattern_data::replace_lone_surrogates;
/// assert_eq!(replace_lone_surrogates(r#""a\ud83d""#), r#""a\uFFFD""#);
/// assert_eq!(replace_lone_surrogates(r#""\ud83d\ude00""#), r#""\ud83d\ude00""#);
/// ```
pub fn replace_lone_surrogates(text: &str) -> String {
    let b = text.as_bytes();
    let hex = |i: usize| -> Option<u32> { u32::from_str_radix(text.get(i..i + 4)?, 16).ok() };
    let mut out = String::with_capacity(text.len());
    let (mut i, mut copied) = (0, 0);
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        let unit = (b.get(i + 1) == Some(&b'u')).then(|| hex(i + 2)).flatten();
        let Some(unit) = unit else {
            // An escape of one character (`\\`, `\"`, …) is skipped whole.
            i += 2;
            continue;
        };
        let is_high = (0xD800..0xDC00).contains(&unit);
        let is_low = (0xDC00..0xE000).contains(&unit);
        let low_follows = b.get(i + 6) == Some(&b'\\')
            && b.get(i + 7) == Some(&b'u')
            && hex(i + 8).is_some_and(|u| (0xDC00..0xE000).contains(&u));
        if is_high && low_follows {
            i += 12;
        } else if is_high || is_low {
            out.push_str(&text[copied..i]);
            out.push_str("\\uFFFD");
            i += 6;
            copied = i;
        } else {
            i += 6;
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// Reads `tests/data/urlpattern/<name>`.
pub fn read(name: &str) -> Value {
    let path = format!(
        "{}/../tests/data/urlpattern/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&replace_lone_surrogates(&text)).unwrap_or_else(|e| panic!("{path}: {e}"))
}
