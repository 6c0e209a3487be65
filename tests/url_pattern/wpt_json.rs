//! WPT's URLPattern data (read by `specurl_check::urlpattern_data`, lone
//! surrogates as U+FFFD), and its patterns and inputs as specurl's types.

use serde_json::Value;
use specurl::url_pattern::{ComponentName, UrlPatternInit, UrlPatternInput, UrlPatternOptions};

pub use specurl_check::urlpattern_data::read;

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
