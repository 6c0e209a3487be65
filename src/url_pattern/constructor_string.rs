//! The constructor string parser (the standard's "parse a constructor
//! string"): a pattern written as one URL-like string, split into the
//! component pattern strings of a `UrlPatternInit`.

use super::component::Canonicalizer;
use super::component::Component;
use super::component_name::ComponentName;
use super::error::UrlPatternError;
use super::init::UrlPatternInit;
use super::part::Options;
use super::tokenizer::{tokenize, PatternToken, Policy, TokenType};

/// The parser's states: `init`, `authority` and `done` beside the
/// components.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Init,
    Protocol,
    Authority,
    Username,
    Password,
    Hostname,
    Port,
    Pathname,
    Search,
    Hash,
    Done,
}

impl State {
    fn component(self) -> Option<ComponentName> {
        Some(match self {
            State::Protocol => ComponentName::Protocol,
            State::Username => ComponentName::Username,
            State::Password => ComponentName::Password,
            State::Hostname => ComponentName::Hostname,
            State::Port => ComponentName::Port,
            State::Pathname => ComponentName::Pathname,
            State::Search => ComponentName::Search,
            State::Hash => ComponentName::Hash,
            _ => return None,
        })
    }
}

struct ConstructorStringParser<'a> {
    input: &'a str,
    tokens: Vec<PatternToken<'a>>,
    result: UrlPatternInit,
    component_start: usize,
    token_index: usize,
    token_increment: usize,
    group_depth: usize,
    hostname_ipv6_bracket_depth: isize,
    protocol_matches_a_special_scheme: bool,
    state: State,
}

impl<'a> ConstructorStringParser<'a> {
    /// "get a safe token"
    fn safe_token(&self, index: usize) -> PatternToken<'a> {
        self.tokens.get(index).copied().unwrap_or_else(|| {
            *self
                .tokens
                .last()
                .expect("the token list ends with an end token")
        })
    }

    /// "is a non-special pattern char"
    fn is_non_special_pattern_char(&self, index: usize, value: &str) -> bool {
        let token = self.safe_token(index);
        token.value == value
            && matches!(
                token.ty,
                TokenType::Char | TokenType::EscapedChar | TokenType::InvalidChar
            )
    }

    fn is_char(&self, value: &str) -> bool {
        self.is_non_special_pattern_char(self.token_index, value)
    }

    /// "next is authority slashes"
    fn next_is_authority_slashes(&self) -> bool {
        self.is_non_special_pattern_char(self.token_index + 1, "/")
            && self.is_non_special_pattern_char(self.token_index + 2, "/")
    }

    /// "is a search prefix"
    fn is_search_prefix(&self) -> bool {
        if self.is_char("?") {
            return true;
        }
        if self.tokens[self.token_index].value != "?" {
            return false;
        }
        let Some(previous) = self.token_index.checked_sub(1) else {
            return true;
        };
        !matches!(
            self.safe_token(previous).ty,
            TokenType::Name | TokenType::Regexp | TokenType::Close | TokenType::Asterisk
        )
    }

    /// "make a component string"
    fn make_component_string(&self) -> &'a str {
        let token = self.tokens[self.token_index];
        let start = self.safe_token(self.component_start).index;
        &self.input[start..token.index]
    }

    /// "change state"
    fn change_state(&mut self, new_state: State, skip: usize) {
        use State::*;
        if let Some(component) = self.state.component() {
            let value = self.make_component_string();
            self.result.set(component, value);
        }
        if self.state != Init && new_state != Done {
            if matches!(self.state, Protocol | Authority | Username | Password)
                && matches!(new_state, Port | Pathname | Search | Hash)
                && self.result.hostname.is_none()
            {
                self.result.hostname = Some(String::new());
            }
            if matches!(
                self.state,
                Protocol | Authority | Username | Password | Hostname | Port
            ) && matches!(new_state, Search | Hash)
                && self.result.pathname.is_none()
            {
                let pathname = if self.protocol_matches_a_special_scheme {
                    "/"
                } else {
                    ""
                };
                self.result.pathname = Some(pathname.to_string());
            }
            if matches!(
                self.state,
                Protocol | Authority | Username | Password | Hostname | Port | Pathname
            ) && new_state == Hash
                && self.result.search.is_none()
            {
                self.result.search = Some(String::new());
            }
        }
        self.state = new_state;
        self.token_index += skip;
        self.component_start = self.token_index;
        self.token_increment = 0;
    }

    /// "rewind"
    fn rewind(&mut self) {
        self.token_index = self.component_start;
        self.token_increment = 0;
    }

    /// "rewind and set state"
    fn rewind_and_set_state(&mut self, state: State) {
        self.rewind();
        self.state = state;
    }

    /// "compute protocol matches a special scheme flag"
    fn compute_protocol_matches_a_special_scheme(&mut self) -> Result<(), UrlPatternError> {
        let protocol_string = self.make_component_string();
        let component = Component::compile(
            protocol_string,
            Canonicalizer::Protocol,
            Options::DEFAULT,
            ComponentName::Protocol,
        )?;
        if component.matches_a_special_scheme() {
            self.protocol_matches_a_special_scheme = true;
        }
        Ok(())
    }
}

/// "parse a constructor string" `input`.
pub(crate) fn parse_constructor_string(input: &str) -> Result<UrlPatternInit, UrlPatternError> {
    use State::*;
    let mut parser = ConstructorStringParser {
        input,
        tokens: tokenize(input, Policy::Lenient)?,
        result: UrlPatternInit::default(),
        component_start: 0,
        token_index: 0,
        token_increment: 1,
        group_depth: 0,
        hostname_ipv6_bracket_depth: 0,
        protocol_matches_a_special_scheme: false,
        state: Init,
    };
    while parser.token_index < parser.tokens.len() {
        parser.token_increment = 1;
        let token = parser.tokens[parser.token_index];
        if token.ty == TokenType::End {
            if parser.state == Init {
                parser.rewind();
                if parser.is_char("#") {
                    parser.change_state(Hash, 1);
                } else if parser.is_search_prefix() {
                    parser.change_state(Search, 1);
                } else {
                    parser.change_state(Pathname, 0);
                }
                parser.token_index += parser.token_increment;
                continue;
            }
            if parser.state == Authority {
                parser.rewind_and_set_state(Hostname);
                parser.token_index += parser.token_increment;
                continue;
            }
            parser.change_state(Done, 0);
            break;
        }
        if token.ty == TokenType::Open {
            parser.group_depth += 1;
            parser.token_index += parser.token_increment;
            continue;
        }
        if parser.group_depth > 0 {
            if token.ty == TokenType::Close {
                parser.group_depth -= 1;
            } else {
                parser.token_index += parser.token_increment;
                continue;
            }
        }
        match parser.state {
            Init => {
                if parser.is_char(":") {
                    parser.rewind_and_set_state(Protocol);
                }
            }
            Protocol => {
                if parser.is_char(":") {
                    parser.compute_protocol_matches_a_special_scheme()?;
                    let (next_state, skip) = if parser.next_is_authority_slashes() {
                        (Authority, 3)
                    } else if parser.protocol_matches_a_special_scheme {
                        (Authority, 1)
                    } else {
                        (Pathname, 1)
                    };
                    parser.change_state(next_state, skip);
                }
            }
            Authority => {
                if parser.is_char("@") {
                    parser.rewind_and_set_state(Username);
                } else if parser.is_char("/") || parser.is_search_prefix() || parser.is_char("#") {
                    parser.rewind_and_set_state(Hostname);
                }
            }
            Username => {
                if parser.is_char(":") {
                    parser.change_state(Password, 1);
                } else if parser.is_char("@") {
                    parser.change_state(Hostname, 1);
                }
            }
            Password => {
                if parser.is_char("@") {
                    parser.change_state(Hostname, 1);
                }
            }
            Hostname => {
                if parser.is_char("[") {
                    parser.hostname_ipv6_bracket_depth += 1;
                } else if parser.is_char("]") {
                    parser.hostname_ipv6_bracket_depth -= 1;
                } else if parser.is_char(":") && parser.hostname_ipv6_bracket_depth == 0 {
                    parser.change_state(Port, 1);
                } else if parser.is_char("/") {
                    parser.change_state(Pathname, 0);
                } else if parser.is_search_prefix() {
                    parser.change_state(Search, 1);
                } else if parser.is_char("#") {
                    parser.change_state(Hash, 1);
                }
            }
            Port => {
                if parser.is_char("/") {
                    parser.change_state(Pathname, 0);
                } else if parser.is_search_prefix() {
                    parser.change_state(Search, 1);
                } else if parser.is_char("#") {
                    parser.change_state(Hash, 1);
                }
            }
            Pathname => {
                if parser.is_search_prefix() {
                    parser.change_state(Search, 1);
                } else if parser.is_char("#") {
                    parser.change_state(Hash, 1);
                }
            }
            Search => {
                if parser.is_char("#") {
                    parser.change_state(Hash, 1);
                }
            }
            Hash | Done => {}
        }
        parser.token_index += parser.token_increment;
    }
    if parser.result.hostname.is_some() && parser.result.port.is_none() {
        parser.result.port = Some(String::new());
    }
    Ok(parser.result)
}
