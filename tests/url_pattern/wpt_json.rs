//! Reading WPT's URLPattern data: JSON whose lone surrogates become
//! U+FFFD (as WPT's USVString conversion makes them), and its patterns
//! and inputs as specurl's types.

use serde_json::Value;
use specurl::url_pattern::{ComponentName, UrlPatternInit, UrlPatternInput, UrlPatternOptions};

/// `text` with each `\uXXXX` escape of a lone surrogate replaced by
/// `\uFFFD`, so that serde_json reads it.
pub fn replace_lone_surrogates(text: &str) -> String {
    let b = text.as_bytes();
    let hex = |i: usize| -> Option<u32> {
        let s = text.get(i..i + 4)?;
        u32::from_str_radix(s, 16).ok()
    };
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        if b.get(i + 1) != Some(&b'u') {
            i += 2;
            continue;
        }
        let Some(unit) = hex(i + 2) else {
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
        "{}/tests/data/urlpattern/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&replace_lone_surrogates(&text)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A JSON object as a `UrlPatternInit`.
pub fn init_of(v: &Value) -> UrlPatternInit {
    let mut init = UrlPatternInit::default();
    for c in ComponentName::ALL {
        if let Some(s) = v.get(c.name()).and_then(Value::as_str) {
            init.set(c, s);
        }
    }
    init.base_url = v.get("baseURL").and_then(Value::as_str).map(str::to_string);
    init
}

/// A JSON string or object as a `UrlPatternInput`.
pub fn input_of(v: &Value) -> UrlPatternInput {
    match v {
        Value::String(s) => UrlPatternInput::String(s.clone()),
        v => UrlPatternInput::Init(init_of(v)),
    }
}

/// The arguments of `new URLPattern(...args)`: input, base URL, options;
/// `None` when WebIDL's overload resolution throws (three arguments pick
/// `(input, baseURL, options)`, so an object second is no base URL).
pub fn pattern_args(
    args: &[Value],
) -> Option<(UrlPatternInput, Option<String>, UrlPatternOptions)> {
    let input = args
        .first()
        .map_or(UrlPatternInput::Init(Default::default()), input_of);
    let options_of = |v: &Value| UrlPatternOptions {
        ignore_case: v
            .get("ignoreCase")
            .and_then(Value::as_bool)
            .unwrap_or(false),
    };
    match args.get(1..).unwrap_or(&[]) {
        [] => Some((input, None, UrlPatternOptions::default())),
        [Value::String(b)] => Some((input, Some(b.clone()), UrlPatternOptions::default())),
        [o @ Value::Object(_)] => Some((input, None, options_of(o))),
        [Value::String(b), o @ Value::Object(_)] => Some((input, Some(b.clone()), options_of(o))),
        _ => None,
    }
}
