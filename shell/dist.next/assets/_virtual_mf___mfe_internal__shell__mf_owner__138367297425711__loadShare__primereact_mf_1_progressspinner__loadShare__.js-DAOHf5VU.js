import{r as e}from"./rolldown-runtime-BWaJ3C7D.js";import{Q as t,R as n,Y as r,at as i,g as a,k as o,l as s,lt as c,mt as l,q as u,tt as d,u as f}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_button__loadShare__.js-VwO03RDE.js";var p=e({ProgressSpinner:()=>h});l();var m=s.extend({defaultProps:{__TYPE:`ProgressSpinner`,id:null,style:null,className:null,strokeWidth:`2`,fill:`none`,animationDuration:`2s`,children:void 0},css:{classes:{root:`p-progress-spinner`,spinner:`p-progress-spinner-svg`,circle:`p-progress-spinner-circle`},styles:`
@layer primereact {
    .p-progress-spinner {
        position: relative;
        margin: 0 auto;
        width: 100px;
        height: 100px;
        display: inline-block;
    }
    
    .p-progress-spinner::before {
        content: '';
        display: block;
        padding-top: 100%;
    }
    
    .p-progress-spinner-svg {
        animation: p-progress-spinner-rotate 2s linear infinite;
        height: 100%;
        transform-origin: center center;
        width: 100%;
        position: absolute;
        top: 0;
        bottom: 0;
        left: 0;
        right: 0;
        margin: auto;
    }
    
    .p-progress-spinner-circle {
        stroke-dasharray: 89, 200;
        stroke-dashoffset: 0;
        stroke: #d62d20;
        animation: p-progress-spinner-dash 1.5s ease-in-out infinite, p-progress-spinner-color 6s ease-in-out infinite;
        stroke-linecap: round;
    }
}

@keyframes p-progress-spinner-rotate {
    100% {
        transform: rotate(360deg);
    }
}

@keyframes p-progress-spinner-dash {
    0% {
        stroke-dasharray: 1, 200;
        stroke-dashoffset: 0;
    }
    50% {
        stroke-dasharray: 89, 200;
        stroke-dashoffset: -35px;
    }
    100% {
        stroke-dasharray: 89, 200;
        stroke-dashoffset: -124px;
    }
}

@keyframes p-progress-spinner-color {
    100%,
    0% {
        stroke: #d62d20;
    }
    40% {
        stroke: #0057e7;
    }
    66% {
        stroke: #008744;
    }
    80%,
    90% {
        stroke: #ffa700;
    }
}
`,inlineStyles:{spinner:function(e){return{animationDuration:e.props.animationDuration}}}}}),h=t(r(function(e,t){var r=a(),s=d(o),l=m.getProps(e,s),p=c(null),h=m.setMetaData({props:l}),g=h.ptm,_=h.cx,v=h.sx,y=h.isUnstyled;f(m.css.styles,y,{name:`progressspinner`}),i(t,function(){return{props:l,getElement:function(){return p.current}}});var b=r({id:l.id,ref:p,style:l.style,className:n(l.className,_(`root`)),role:`progressbar`,"aria-busy":!0},m.getOtherProps(l),g(`root`)),x=r({className:_(`spinner`),viewBox:`25 25 50 50`,style:v(`spinner`)},g(`spinner`)),S=r({className:_(`circle`),cx:`50`,cy:`50`,r:`20`,fill:l.fill,strokeWidth:l.strokeWidth,strokeMiterlimit:`10`},g(`circle`));return u(`div`,b,u(`svg`,x,u(`circle`,S)))}));h.displayName=`ProgressSpinner`;var g=e({ProgressSpinner:()=>_,default:()=>v}),_=h,v=Reflect.get(p,`default`)??p,y=`__mf_module_cache__`;globalThis[y]||={share:{},remote:{}},globalThis[y].share||={},globalThis[y].remote||={};var b=globalThis[y];for(let e of Object.keys(b.share))if(e.startsWith(`default:`)){let t=e.slice(8);b.share[t]===void 0&&(b.share[t]=b.share[e])}else if(!e.includes(`:`)){let t=`default:`+e;b.share[t]===void 0&&(b.share[t]=b.share[e])}var x=(e,t)=>{let n=e[t.canonical];if(n!==void 0)return n;let r=t.aliases||[];for(let n of r){if(!Object.prototype.hasOwnProperty.call(e,n))continue;let r=e[n];if(r!==void 0)return e[t.canonical]=r,r}},S=Symbol.for(`module-federation.shared-cache-listeners`),C=e=>{let t=e[S];return t===void 0&&(t=Object.create(null),Object.defineProperty(e,S,{value:t,enumerable:!1,configurable:!1,writable:!1})),t},w=(e,t,n)=>{let r=C(e);(r[t.canonical]||=new Set).add(n)},T=Symbol.for(`module-federation.shared-cache-owners`),E=e=>{let t=e[T];return t===void 0&&(t=Object.create(null),Object.defineProperty(e,T,{value:t,enumerable:!1,configurable:!1,writable:!1})),t},D=e=>{let t=[e,e?.default];for(let e of t)if(e&&typeof e==`object`){for(let t of[`__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE`,`__TEST_INTERNALS`,`__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED`]){let n=e[t];if(n&&typeof n==`object`)return{internals:n}}if(typeof e.useState==`function`)return{hook:e.useState}}},O=(e,t)=>{if(e===t)return!0;let n=D(e),r=D(t);if(!n||!r)return!1;let i=n.internals,a=r.internals;return i!==void 0||a!==void 0?i!==void 0&&i===a:typeof n.hook==`function`&&n.hook===r.hook},k=(e,t,n,r)=>{let i=x(e,t);if(i!==void 0&&O(i,n))return n;e[t.canonical]=n;let a=t.aliases||[];for(let t of a)Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0});let o=e[T];r===void 0?o&&delete o[t.canonical]:E(e)[t.canonical]=r;let s=e[S]?.[t.canonical];if(s)for(let e of s)e(n);return n},A=e=>{let t=(()=>{let t=e;for(let e=0;e<5;e++){let e=t?.default;if(!e||typeof e!=`object`)break;let n=Object.keys(t).filter(e=>e!=="default").map(e=>t[e]);if(n.length>0&&n.some(e=>e!==void 0))break;t=e}return t})();return t&&Object.getPrototypeOf(t)===null?Object.assign({},t):t},j=x(b.share,{canonical:`default:primereact/progressspinner`,aliases:[`primereact/progressspinner`]});j===void 0&&(j=A(g),k(b.share,{canonical:`default:primereact/progressspinner`,aliases:[`primereact/progressspinner`]},j,`shell`));var M,N=e=>{M=e.ProgressSpinner,(()=>{let t=e;for(let e=0;e<5;e++){let e=t?.default;if(!e||typeof e!=`object`)return e??t;t=e}return t})()};w(b.share,{canonical:`default:primereact/progressspinner`,aliases:[`primereact/progressspinner`]},N),N(j);export{g as n,M as t};