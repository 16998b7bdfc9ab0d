/*
 * fmtnum.c — Julia-exact number formatting and float parsing (see fmtnum.h).
 *
 * Shortest digits: Ryu (Ulf Adams, "Ryu: fast float-to-string conversion",
 * PLDI 2018), following the structure and the parameters of Julia 1.10's
 * Base.Ryu.reduce_shortest so that every decision (the power-of-5 table
 * widths, the trailing-zero tests, the rounding of the last digit) is the one
 * Julia makes. Layout: Base.Ryu.writeshortest with the arguments that
 * Base.print/show/string pass for Float64 and Float32.
 *
 * C11 plus, when the compiler has it, unsigned __int128 (a portable 64x64
 * multiply is used otherwise). No allocation except in the parsers, for
 * inputs of 128 bytes or more.
 */
#define _GNU_SOURCE 1 /* strtod_l, strtof_l, newlocale */

#include "fmtnum.h"

#include <errno.h>
#include <locale.h>
#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Power-of-5 tables.                                                         */
/*                                                                            */
/* With B(i) = bit length of 5^i (B(0) = 1):                                  */
/*   D_POW5_INV_SPLIT[i] = floor(2^(B(i) - 1 + 122) / 5^i) + 1,  i = 0..291   */
/*   D_POW5_SPLIT[i]     = floor(5^i / 2^(B(i) - 121)),          i = 0..325   */
/*   F_POW5_INV_SPLIT[i] = floor(2^(B(i) - 1 + 59) / 5^i) + 1,   i = 0..30    */
/*   F_POW5_SPLIT[i]     = floor(5^i / 2^(B(i) - 61)),           i = 0..47    */
/* (a negative power of two in the divisor multiplies). These are Julia's     */
/* pow5invsplit/pow5split for Float64 (122/121 bits) and Float32 (59/61       */
/* bits), ranges included. The 128-bit entries are {low word, high word}.     */
/* fmtnum_test.go recomputes every entry with math/big.                       */
/* ------------------------------------------------------------------------ */

static const uint64_t D_POW5_INV_SPLIT[292][2] = {
    {0x0000000000000001u, 0x0400000000000000u},
    {0x3333333333333334u, 0x0333333333333333u},
    {0x28f5c28f5c28f5c3u, 0x028f5c28f5c28f5cu},
    {0xed916872b020c49cu, 0x020c49ba5e353f7cu},
    {0xaf4f0d844d013a93u, 0x0346dc5d63886594u},
    {0x8c3f3e0370cdc876u, 0x029f16b11c6d1e10u},
    {0xd698fe69270b06c5u, 0x0218def416bdb1a6u},
    {0xf0f4ca41d811a46eu, 0x035afe535795e90au},
    {0xf3f70834acdae9f1u, 0x02af31dc4611873bu},
    {0x5cc5a02a23e254c1u, 0x0225c17d04dad296u},
    {0xfad5cd10396a2135u, 0x036f9bfb3af7b756u},
    {0xfbde3da69454e75eu, 0x02bfaffc2f2c92abu},
    {0x2fe4fe1edd10b918u, 0x0232f33025bd4223u},
    {0x4ca19697c81ac1bfu, 0x0384b84d092ed038u},
    {0x3d4e1213067bce33u, 0x02d09370d4257360u},
    {0x643e74dc052fd829u, 0x024075f3dceac2b3u},
    {0x6d30baf9a1e626a7u, 0x039a5652fb113785u},
    {0x2426fbfae7eb5220u, 0x02e1dea8c8da92d1u},
    {0x1cebfcc8b9890e80u, 0x024e4bba3a487574u},
    {0x94acc7a78f41b0ccu, 0x03b07929f6da5586u},
    {0xaa23d2ec729af3d7u, 0x02f394219248446bu},
    {0xbb4fdbf05baf2979u, 0x025c768141d369efu},
    {0xc54c931a2c4b758du, 0x03c7240202ebdcb2u},
    {0x9dd6dc14f03c5e0bu, 0x0305b66802564a28u},
    {0x4b1249aa59c9e4d6u, 0x026af8533511d4edu},
    {0x44ea0f76f60fd489u, 0x03de5a1ebb4fbb15u},
    {0x6a54d92bf80caa07u, 0x0318481895d96277u},
    {0x21dd7a89933d54d2u, 0x0279d346de4781f9u},
    {0x362f2a75b8622150u, 0x03f61ed7ca0c0328u},
    {0xf825bb91604e810du, 0x032b4bdfd4d668ecu},
    {0xc684960de6a5340bu, 0x0289097fdd7853f0u},
    {0xd203ab3e521dc33cu, 0x02073accb12d0ff3u},
    {0xe99f7863b696052cu, 0x033ec47ab514e652u},
    {0x87b2c6b62bab3757u, 0x02989d2ef743eb75u},
    {0xd2f56bc4efbc2c45u, 0x0213b0f25f69892au},
    {0x1e55793b192d13a2u, 0x0352b4b6ff0f41deu},
    {0x4b77942f475742e8u, 0x02a8909265a5ce4bu},
    {0xd5f9435905df68bau, 0x022073a8515171d5u},
    {0x565b9ef4d6324129u, 0x03671f73b54f1c89u},
    {0xdeafb25d78283421u, 0x02b8e5f62aa5b06du},
    {0x188c8eb12cecf681u, 0x022d84c4eeeaf38bu},
    {0x8dadb11b7b14bd9bu, 0x037c07a17e44b8deu},
    {0x7157c0e2c8dd647cu, 0x02c99fb46503c718u},
    {0x8ddfcd823a4ab6cau, 0x023ae629ea696c13u},
    {0x1632e269f6ddf142u, 0x0391704310a8acecu},
    {0x44f581ee5f17f435u, 0x02dac035a6ed5723u},
    {0x372ace584c1329c4u, 0x024899c4858aac1cu},
    {0xbeaae3c079b842d3u, 0x03a75c6da27779c6u},
    {0x6555830061603576u, 0x02ec49f14ec5fb05u},
    {0xb7779c004de6912bu, 0x0256a18dd89e626au},
    {0xf258f99a163db512u, 0x03bdcf495a9703ddu},
    {0x5b7a614811caf741u, 0x02fe3f6de212697eu},
    {0xaf951aa00e3bf901u, 0x0264ff8b1b41edfeu},
    {0x7f54f7667d2cc19bu, 0x03d4cc11c5364997u},
    {0x32aa5f8530f09ae3u, 0x0310a3416a91d479u},
    {0xf55519375a5a1582u, 0x0273b5cdeedb1060u},
    {0xbbbb5b8bc3c3559du, 0x03ec56164af81a34u},
    {0x2fc916096969114au, 0x03237811d593482au},
    {0x596dab3ababa743cu, 0x0282c674aadc39bbu},
    {0x478aef622efb9030u, 0x0202385d557cfafcu},
    {0xd8de4bd04b2c19e6u, 0x0336c0955594c4c6u},
    {0xad7ea30d08f014b8u, 0x029233aaaadd6a38u},
    {0x24654f3da0c01093u, 0x020e8fbbbbe454fau},
    {0x3a3bb1fc346680ebu, 0x034a7f92c63a2190u},
    {0x94fc8e635d1ecd89u, 0x02a1ffa89e94e7a6u},
    {0xaa63a51c4a7f0ad4u, 0x021b32ed4baa52ebu},
    {0xdd6c3b607731aaedu, 0x035eb7e212aa1e45u},
    {0x1789c919f8f488bdu, 0x02b22cb4dbbb4b6bu},
    {0xac6e3a7b2d906d64u, 0x022823c3e2fc3c55u},
    {0x13e390c515b3e23au, 0x03736c6c9e606089u},
    {0xdcb60d6a77c31b62u, 0x02c2bd23b1e6b3a0u},
    {0x7d5e7121f968e2b5u, 0x0235641c8e52294du},
    {0xc8971b698f0e3787u, 0x0388a02db0837548u},
    {0xa078e2bad8d82c6cu, 0x02d3b357c0692aa0u},
    {0xe6c71bc8ad79bd24u, 0x0242f5dfcd20eee6u},
    {0x0ad82c7448c2c839u, 0x039e5632e1ce4b0bu},
    {0x3be023903a356cfau, 0x02e511c24e3ea26fu},
    {0x2fe682d9c82abd95u, 0x0250db01d8321b8cu},
    {0x4ca4048fa6aac8eeu, 0x03b4919c8d1cf8e0u},
    {0x3d5003a61eef0725u, 0x02f6dae3a4172d80u},
    {0x9773361e7f259f51u, 0x025f1582e9ac2466u},
    {0x8beb89ca6508fee8u, 0x03cb559e42ad070au},
    {0x6fefa16eb73a6586u, 0x0309114b688a6c08u},
    {0xf3261abef8fb846bu, 0x026da76f86d52339u},
    {0x51d691318e5f3a45u, 0x03e2a57f3e21d1f6u},
    {0x0e4540f471e5c837u, 0x031bb798fe8174c5u},
    {0xd8376729f4b7d360u, 0x027c92e0cb9ac3d0u},
    {0xf38bd84321261effu, 0x03fa849adf5e061au},
    {0x293cad0280eb4bffu, 0x032ed07be5e4d1afu},
    {0xedca240200bc3cccu, 0x028bd9fcb7ea4158u},
    {0xbe3b50019a3030a4u, 0x02097b309321cde0u},
    {0xc9f88002904d1a9fu, 0x03425eb41e9c7c9au},
    {0x3b2d3335403daee6u, 0x029b7ef67ee396e2u},
    {0x95bdc291003158b8u, 0x0215ff2b98b6124eu},
    {0x892f9db4cd1bc126u, 0x035665128df01d4au},
    {0x07594af70a7c9a85u, 0x02ab840ed7f34aa2u},
    {0x6c476f2c0863aed1u, 0x0222d00bdff5d54eu},
    {0x13a57eacda3917b4u, 0x036ae67966562217u},
    {0x0fb7988a482dac90u, 0x02bbeb9451de81acu},
    {0xd95fad3b6cf156dau, 0x022fefa9db1867bcu},
    {0xf565e1f8ae4ef15cu, 0x037fe5dc91c0a5fau},
    {0x911e4e608b725ab0u, 0x02ccb7e3a7cd5195u},
    {0xda7ea51a0928488du, 0x023d5fe9530aa7aau},
    {0xf7310829a8407415u, 0x039566421e7772aau},
    {0x2c2739baed005cdeu, 0x02ddeb68185f8eefu},
    {0xbcec2e2f24004a4bu, 0x024b22b9ad193f25u},
    {0x94ad16b1d333aa11u, 0x03ab6ac2ae8ecb6fu},
    {0xaa241227dc2954dbu, 0x02ef889bbed8a2bfu},
    {0x54e9a81fe35443e2u, 0x02593a163246e899u},
    {0x2175d9cc9eed396au, 0x03c1f689ea0b0dc2u},
    {0xe7917b0a18bdc788u, 0x03019207ee6f3e34u},
    {0xb9412f3b46fe393au, 0x0267a8065858fe90u},
    {0xf535185ed7fd285cu, 0x03d90cd6f3c1974du},
    {0xc42a79e57997537du, 0x03140a458fce12a4u},
    {0x03552e512e12a931u, 0x02766e9e0ca4dbb7u},
    {0x9eeeb081e3510eb4u, 0x03f0b0fce107c5f1u},
    {0x4bf226ce4f740bc3u, 0x0326f3fd80d304c1u},
    {0xa3281f0b72c33c9cu, 0x02858ffe00a8d09au},
    {0x1c2018d5f568fd4au, 0x020473319a20a6e2u},
    {0xf9ccf48988a7fba9u, 0x033a51e8f69aa49cu},
    {0xfb0a5d3ad3b99621u, 0x02950e53f87bb6e3u},
    {0x2f3b7dc8a96144e7u, 0x0210d8432d2fc583u},
    {0xe52bfc7442353b0cu, 0x034e26d1e1e608d1u},
    {0xb756639034f76270u, 0x02a4ebdb1b1e6d74u},
    {0x2c451c735d92b526u, 0x021d897c15b1f12au},
    {0x13a1c71efc1deea3u, 0x0362759355e981ddu},
    {0x761b05b2634b2550u, 0x02b52adc44bace4au},
    {0x91af37c1e908eaa6u, 0x022a88b036fbd83bu},
    {0x82b1f2cfdb417770u, 0x03774119f192f392u},
    {0xcef4c23fe29ac5f3u, 0x02c5cdae5adbf60eu},
    {0x3f2a34ffe87bd190u, 0x0237d7beaf165e72u},
    {0x984387ffda5fb5b2u, 0x038c8c644b56fd83u},
    {0xe0360666484c915bu, 0x02d6d6b6a2abfe02u},
    {0x802b3851d3707449u, 0x024578921bbccb35u},
    {0x99dec082ebe72075u, 0x03a25a835f947855u},
    {0xae4bcd358985b391u, 0x02e8486919439377u},
    {0xbea30a913ad15c74u, 0x02536d20e102dc5fu},
    {0xfdd1aa81f7b560b9u, 0x03b8ae9b019e2d65u},
    {0x97daeece5fc44d61u, 0x02fa2548ce182451u},
    {0xdfe258a51969d781u, 0x0261b76d71ace9dau},
    {0x996a276e8f0fbf34u, 0x03cf8be24f7b0fc4u},
    {0xe121b9253f3fcc2au, 0x030c6fe83f95a636u},
    {0xb41afa8432997022u, 0x02705986994484f8u},
    {0xecf7f739ea8f19cfu, 0x03e6f5a4286da18du},
    {0x23f99294bba5ae40u, 0x031f2ae9b9f14e0bu},
    {0x4ffadbaa2fb7be99u, 0x027f5587c7f43e6fu},
    {0x7ff7c5dd1925fdc2u, 0x03feef3fa6539718u},
    {0xccc637e4141e649bu, 0x033258ffb842df46u},
    {0xd704f983434b83afu, 0x028ead9960357f6bu},
    {0x126a6135cf6f9c8cu, 0x020bbe144cf79923u},
    {0x83dd685618b29414u, 0x0345fced47f28e9eu},
    {0x9cb12044e08edcddu, 0x029e63f1065ba54bu},
    {0x16f419d0b3a57d7du, 0x02184ff405161dd6u},
    {0x8b20294dec3bfbfbu, 0x035a19866e89c956u},
    {0x3c19baa4bcfcc996u, 0x02ae7ad1f207d445u},
    {0xc9ae2eea30ca3adfu, 0x02252f0e5b39769du},
    {0x0f7d17dd1add2afdu, 0x036eb1b091f58a96u},
    {0x3f97464a7be42264u, 0x02bef48d41913babu},
    {0xcc790508631ce850u, 0x02325d3dce0dc955u},
    {0xe0c1a1a704fb0d4du, 0x0383c862e3494222u},
    {0x4d67b4859d95a43eu, 0x02cfd3824f6dce82u},
    {0x711fc39e17aae9cbu, 0x023fdc683f8b0b9bu},
    {0xe832d2968c44a945u, 0x039960a6cc11ac2bu},
    {0xecf575453d03ba9eu, 0x02e11a1f09a7bcefu},
    {0x572ac4376402fbb1u, 0x024dae7f3aec9726u},
    {0x58446d256cd192b5u, 0x03af7d985e47583du},
    {0x79d0575123dadbc4u, 0x02f2cae04b6c4697u},
    {0x94a6ac40e97be303u, 0x025bd5803c569edfu},
    {0x8771139b0f2c9e6cu, 0x03c62266c6f0fe32u},
    {0x9f8da948d8f07ebdu, 0x0304e85238c0cb5bu},
    {0xe60aedd3e0c06564u, 0x026a5374fa33d5e2u},
    {0xa344afb9679a3bd2u, 0x03dd5254c3862304u},
    {0xe903bfc78614fca8u, 0x031775109c6b4f36u},
    {0xba6966393810ca20u, 0x02792a73b055d8f8u},
    {0x2a423d2859b4769au, 0x03f510b91a22f4c1u},
    {0xee9b642047c39215u, 0x032a73c7481bf700u},
    {0xbee2b680396941aau, 0x02885c9f6ce32c00u},
    {0xff1bc53361210155u, 0x0206b07f8a4f5666u},
    {0x31c6085235019bbbu, 0x033de73276e5570bu},
    {0x27d1a041c4014963u, 0x0297ec285f1ddf3cu},
    {0xeca7b367d0010782u, 0x021323537f4b18fcu},
    {0xadd91f0c8001a59du, 0x0351d21f3211c194u},
    {0xf17a7f3d3334847eu, 0x02a7db4c280e3476u},
    {0x279532975c2a0398u, 0x021fe2a3533e905fu},
    {0xd8eeb75893766c26u, 0x0366376bb8641a31u},
    {0x7a5892ad42c52352u, 0x02b82c562d1ce1c1u},
    {0xfb7a0ef102374f75u, 0x022cf044f0e3e7cdu},
    {0xc59017e8038bb254u, 0x037b1a07e7d30c7cu},
    {0x37a67986693c8eaau, 0x02c8e19feca8d6cau},
    {0xf951fad1edca0bbbu, 0x023a4e198a20abd4u},
    {0x28832ae97c76792bu, 0x03907cf5a9cddfbbu},
    {0x2068ef21305ec756u, 0x02d9fd9154a4b2fcu},
    {0x19ed8c1a8d189f78u, 0x0247fe0ddd508f30u},
    {0x5caf4690e1c0ff26u, 0x03a66349621a7eb3u},
    {0x4a25d20d81673285u, 0x02eb82a11b48655cu},
    {0x3b5174d79ab8f537u, 0x0256021a7c39eab0u},
    {0x921bee25c45b21f1u, 0x03bcd02a605caab3u},
    {0xdb498b5169e2818eu, 0x02fd735519e3bbc2u},
    {0x15d46f7454b53472u, 0x02645c4414b62fcfu},
    {0xefba4bed545520b6u, 0x03d3c6d35456b2e4u},
    {0xf2fb6ff110441a2bu, 0x030fd242a9def583u},
    {0x8f2f8cc0d9d014efu, 0x02730e9bbb18c469u},
    {0xb1e5ae015c80217fu, 0x03eb4a92c4f46d75u},
    {0xc1848b344a001accu, 0x0322a20f03f6bdf7u},
    {0xce03a2903b3348a3u, 0x02821b3f365efe5fu},
    {0xd802e873628f6d4fu, 0x0201af65c518cb7fu},
    {0x599e40b89db2487fu, 0x0335e56fa1c14599u},
    {0xe14b66fa17c1d399u, 0x029184594e3437adu},
    {0x81091f2e7967dc7au, 0x020e037aa4f692f1u},
    {0x9b41cb7d8f0c93f6u, 0x03499f2aa18a84b5u},
    {0xaf67d5fe0c0a0ff8u, 0x02a14c221ad536f7u},
    {0xf2b977fe70080cc7u, 0x021aa34e7bddc592u},
    {0x1df58cca4cd9ae0bu, 0x035dd2172c9608ebu},
    {0xe4c470a1d7148b3cu, 0x02b174df56de6d88u},
    {0x83d05a1b1276d5cau, 0x022790b2abe5246du},
    {0x9fb3c35e83f1560fu, 0x0372811ddfd50715u},
    {0xb2f635e5365aab3fu, 0x02c200e4b310d277u},
    {0xf591c4b75eaeef66u, 0x0234cd83c273db92u},
    {0xef4fa125644b18a3u, 0x0387af39371fc5b7u},
    {0x8c3fb41de9d5ad4fu, 0x02d2f2942c196af9u},
    {0x3cffc34b2177bdd9u, 0x02425ba9bce12261u},
    {0x94cc6bab68bf9628u, 0x039d5f75fb01d09bu},
    {0x10a38955ed6611b9u, 0x02e44c5e6267da16u},
    {0xda1c6dde5784dafbu, 0x02503d184eb97b44u},
    {0xf693e2fd58d49191u, 0x03b394f3b128c53au},
    {0xc5431bfde0aa0e0eu, 0x02f610c2f4209dc8u},
    {0x6a9c1664b3bb3e72u, 0x025e73cf29b3b16du},
    {0x10f9bd6dec5eca4fu, 0x03ca52e50f85e8afu},
    {0xda616457f04bd50cu, 0x03084250d937ed58u},
    {0xe1e783798d09773du, 0x026d01da475ff113u},
    {0x030c058f480f252eu, 0x03e19c9072331b53u},
    {0x68d66ad906728425u, 0x031ae3a6c1c27c42u},
    {0x8711ef14052869b7u, 0x027be952349b969bu},
    {0x0b4fe4ecd50d75f2u, 0x03f97550542c242cu},
    {0xa2a650bd773df7f5u, 0x032df7737689b689u},
    {0xb551da312c31932au, 0x028b2c5c5ed49207u},
    {0x5ddb14f4235adc22u, 0x0208f049e576db39u},
    {0x2fc4ee536bc49369u, 0x034180763bf15ec2u},
    {0xbfd0bea92303a921u, 0x029acd2b63277f01u},
    {0x9973cbba8269541au, 0x021570ef8285ff34u},
    {0x5bec792a6a42202au, 0x0355817f373ccb87u},
    {0xe3239421ee9b4cefu, 0x02aacdff5f63d605u},
    {0xb5b6101b25490a59u, 0x02223e65e5e97804u},
    {0x22bce691d541aa27u, 0x0369fd6fd64259a1u},
    {0xb563eba7ddce21b9u, 0x02bb31264501e14du},
    {0xf78322ecb171b494u, 0x022f5a850401810au},
    {0x259e9e47824f8753u, 0x037ef73b399c01abu},
    {0x1e187e9f9b72d2a9u, 0x02cbf8fc2e1667bcu},
    {0x4b46cbb2e2c24221u, 0x023cc73024deb963u},
    {0x120adf849e039d01u, 0x039471e6a1645bd2u},
    {0xdb3be603b19c7d9au, 0x02dd27ebb4504974u},
    {0x7c2feb3627b0647cu, 0x024a865629d9d45du},
    {0x2d197856a5e7072cu, 0x03aa7089dc8fba2fu},
    {0x8a7ac6abb7ec05bdu, 0x02eec06e4a0c94f2u},
    {0xd52f05562cbcd164u, 0x025899f1d4d6dd8eu},
    {0x21e4d556adfae8a0u, 0x03c0f64fbaf1627eu},
    {0xe7ea444557fbed4du, 0x0300c50c958de864u},
    {0xecbb69d1132ff10au, 0x0267040a113e5383u},
    {0xadf8a94e851981aau, 0x03d8067681fd526cu},
    {0x8b2d543ed0e13488u, 0x0313385ece6441f0u},
    {0xd5bddcff0d80f6d3u, 0x0275c6b23eb69b26u},
    {0x892fc7fe7c018aebu, 0x03efa45064575ea4u},
    {0x3a8c9ffec99ad589u, 0x03261d0d1d12b21du},
    {0xc8707fff07af113bu, 0x0284e40a7da88e7du},
    {0x39f39998d2f2742fu, 0x0203e9a1fe2071feu},
    {0x8fec28f484b7204bu, 0x033975cffd00b663u},
    {0xd989ba5d36f8e6a2u, 0x02945e3ffd9a2b82u},
    {0x47a161e42bfa521cu, 0x02104b66647b5602u},
    {0x0c35696d132a1cf9u, 0x034d4570a0c5566au},
    {0x09c454574288172du, 0x02a4378d4d6aab88u},
    {0xa169dd129ba0128bu, 0x021cf93dd7888939u},
    {0x0242fb50f9001dabu, 0x03618ec958da7529u},
    {0x9b68c90d940017bcu, 0x02b4723aad7b90edu},
    {0x4920a0d7a999ac96u, 0x0229f4fbbdfc73f1u},
    {0x750101590f5c4757u, 0x037654c5fcc71fe8u},
    {0x2a6734473f7d05dfu, 0x02c5109e63d27fedu},
    {0xeeb8f69f65fd9e4cu, 0x0237407eb641fff0u},
    {0xe45b24323cc8fd46u, 0x038b9a6456cfffe7u},
    {0xb6af502830a0ca9fu, 0x02d6151d123fffecu},
    {0xf88c402026e7087fu, 0x0244ddb0db666656u},
    {0x2746cd003e3e73feu, 0x03a162b4923d708bu},
    {0x1f6bd73364fec332u, 0x02e7822a0e978d3cu},
    {0xe5efdf5c50cbcf5bu, 0x0252ce880bac70fcu},
    {0x3cb2fefa1adfb22bu, 0x03b7b0d9ac471b2eu},
    {0x308f3261af195b56u, 0x02f95a47bd05af58u},
    {0x5a0c284e25ade2abu, 0x0261150630d15913u},
    {0x29ad0d49d5e30445u, 0x03ce8809e7b55b52u},
    {0x548a7107de4f369du, 0x030ba007ec9115dbu},
    {0xdd3b8d9fe50c2bb1u, 0x026fb3398a0dab15u},
    {0x952c15cca1ad12b5u, 0x03e5eb8f434911bcu},
    {0x775677d6e7bda891u, 0x031e560c35d40e30u},
    {0xc5dec645863153a7u, 0x027eab3cf7dcd826u},
};

static const uint64_t D_POW5_SPLIT[326][2] = {
    {0x0000000000000000u, 0x0100000000000000u},
    {0x0000000000000000u, 0x0140000000000000u},
    {0x0000000000000000u, 0x0190000000000000u},
    {0x0000000000000000u, 0x01f4000000000000u},
    {0x0000000000000000u, 0x0138800000000000u},
    {0x0000000000000000u, 0x0186a00000000000u},
    {0x0000000000000000u, 0x01e8480000000000u},
    {0x0000000000000000u, 0x01312d0000000000u},
    {0x0000000000000000u, 0x017d784000000000u},
    {0x0000000000000000u, 0x01dcd65000000000u},
    {0x0000000000000000u, 0x012a05f200000000u},
    {0x0000000000000000u, 0x0174876e80000000u},
    {0x0000000000000000u, 0x01d1a94a20000000u},
    {0x0000000000000000u, 0x012309ce54000000u},
    {0x0000000000000000u, 0x016bcc41e9000000u},
    {0x0000000000000000u, 0x01c6bf5263400000u},
    {0x0000000000000000u, 0x011c37937e080000u},
    {0x0000000000000000u, 0x016345785d8a0000u},
    {0x0000000000000000u, 0x01bc16d674ec8000u},
    {0x0000000000000000u, 0x01158e460913d000u},
    {0x0000000000000000u, 0x015af1d78b58c400u},
    {0x0000000000000000u, 0x01b1ae4d6e2ef500u},
    {0x0000000000000000u, 0x010f0cf064dd5920u},
    {0x0000000000000000u, 0x0152d02c7e14af68u},
    {0x0000000000000000u, 0x01a784379d99db42u},
    {0x4000000000000000u, 0x0108b2a2c2802909u},
    {0x9000000000000000u, 0x014adf4b7320334bu},
    {0x7400000000000000u, 0x019d971e4fe8401eu},
    {0x0880000000000000u, 0x01027e72f1f12813u},
    {0xcaa0000000000000u, 0x01431e0fae6d7217u},
    {0xbd48000000000000u, 0x0193e5939a08ce9du},
    {0x2c9a000000000000u, 0x01f8def8808b0245u},
    {0x3be0400000000000u, 0x013b8b5b5056e16bu},
    {0x0ad8500000000000u, 0x018a6e32246c99c6u},
    {0x8d8e640000000000u, 0x01ed09bead87c037u},
    {0xb878fe8000000000u, 0x013426172c74d822u},
    {0x66973e2000000000u, 0x01812f9cf7920e2bu},
    {0x403d0da800000000u, 0x01e17b84357691b6u},
    {0xe826288900000000u, 0x012ced32a16a1b11u},
    {0x622fb2ab40000000u, 0x0178287f49c4a1d6u},
    {0xfabb9f5610000000u, 0x01d6329f1c35ca4bu},
    {0x7cb54395ca000000u, 0x0125dfa371a19e6fu},
    {0x5be2947b3c800000u, 0x016f578c4e0a060bu},
    {0x32db399a0ba00000u, 0x01cb2d6f618c878eu},
    {0xdfc9040047440000u, 0x011efc659cf7d4b8u},
    {0x17bb450059150000u, 0x0166bb7f0435c9e7u},
    {0xddaa16406f5a4000u, 0x01c06a5ec5433c60u},
    {0x8a8a4de845986800u, 0x0118427b3b4a05bcu},
    {0xad2ce16256fe8200u, 0x015e531a0a1c872bu},
    {0x987819baecbe2280u, 0x01b5e7e08ca3a8f6u},
    {0x1f4b1014d3f6d590u, 0x0111b0ec57e6499au},
    {0xa71dd41a08f48af4u, 0x01561d276ddfdc00u},
    {0xd0e549208b31adb1u, 0x01aba4714957d300u},
    {0x828f4db456ff0c8eu, 0x010b46c6cdd6e3e0u},
    {0xa33321216cbecfb2u, 0x014e1878814c9cd8u},
    {0xcbffe969c7ee839eu, 0x01a19e96a19fc40eu},
    {0x3f7ff1e21cf51243u, 0x0105031e2503da89u},
    {0x8f5fee5aa43256d4u, 0x014643e5ae44d12bu},
    {0x7337e9f14d3eec89u, 0x0197d4df19d60576u},
    {0x1005e46da08ea7abu, 0x01fdca16e04b86d4u},
    {0x8a03aec4845928cbu, 0x013e9e4e4c2f3444u},
    {0xac849a75a56f72fdu, 0x018e45e1df3b0155u},
    {0x17a5c1130ecb4fbdu, 0x01f1d75a5709c1abu},
    {0xeec798abe93f11d6u, 0x013726987666190au},
    {0xaa797ed6e38ed64bu, 0x0184f03e93ff9f4du},
    {0x1517de8c9c728bdeu, 0x01e62c4e38ff8721u},
    {0xad2eeb17e1c7976bu, 0x012fdbb0e39fb474u},
    {0xd87aa5ddda397d46u, 0x017bd29d1c87a191u},
    {0x4e994f5550c7dc97u, 0x01dac74463a989f6u},
    {0xf11fd195527ce9deu, 0x0128bc8abe49f639u},
    {0x6d67c5faa71c2456u, 0x0172ebad6ddc73c8u},
    {0x88c1b77950e32d6cu, 0x01cfa698c95390bau},
    {0x957912abd28dfc63u, 0x0121c81f7dd43a74u},
    {0xbad75756c7317b7cu, 0x016a3a275d494911u},
    {0x298d2d2c78fdda5bu, 0x01c4c8b1349b9b56u},
    {0xd9f83c3bcb9ea879u, 0x011afd6ec0e14115u},
    {0x50764b4abe865297u, 0x0161bcca7119915bu},
    {0x2493de1d6e27e73du, 0x01ba2bfd0d5ff5b2u},
    {0x56dc6ad264d8f086u, 0x01145b7e285bf98fu},
    {0x2c938586fe0f2ca8u, 0x0159725db272f7f3u},
    {0xf7b866e8bd92f7d2u, 0x01afcef51f0fb5efu},
    {0xfad34051767bdae3u, 0x010de1593369d1b5u},
    {0x79881065d41ad19cu, 0x015159af80444623u},
    {0x57ea147f49218603u, 0x01a5b01b605557acu},
    {0xb6f24ccf8db4f3c1u, 0x01078e111c3556cbu},
    {0xa4aee003712230b2u, 0x014971956342ac7eu},
    {0x4dda98044d6abcdfu, 0x019bcdfabc13579eu},
    {0xf0a89f02b062b60bu, 0x010160bcb58c16c2u},
    {0xacd2c6c35c7b638eu, 0x0141b8ebe2ef1c73u},
    {0x98077874339a3c71u, 0x01922726dbaae390u},
    {0xbe0956914080cb8eu, 0x01f6b0f092959c74u},
    {0xf6c5d61ac8507f38u, 0x013a2e965b9d81c8u},
    {0x34774ba17a649f07u, 0x0188ba3bf284e23bu},
    {0x01951e89d8fdc6c8u, 0x01eae8caef261acau},
    {0x40fd3316279e9c3du, 0x0132d17ed577d0beu},
    {0xd13c7fdbb186434cu, 0x017f85de8ad5c4edu},
    {0x458b9fd29de7d420u, 0x01df67562d8b3629u},
    {0xcb7743e3a2b0e494u, 0x012ba095dc7701d9u},
    {0x3e5514dc8b5d1db9u, 0x017688bb5394c250u},
    {0x4dea5a13ae346527u, 0x01d42aea2879f2e4u},
    {0xb0b2784c4ce0bf38u, 0x01249ad2594c37ceu},
    {0x5cdf165f6018ef06u, 0x016dc186ef9f45c2u},
    {0xf416dbf7381f2ac8u, 0x01c931e8ab871732u},
    {0xd88e497a83137abdu, 0x011dbf316b346e7fu},
    {0xceb1dbd923d8596cu, 0x01652efdc6018a1fu},
    {0xc25e52cf6cce6fc7u, 0x01be7abd3781eca7u},
    {0xd97af3c1a40105dcu, 0x01170cb642b133e8u},
    {0x0fd9b0b20d014754u, 0x015ccfe3d35d80e3u},
    {0xd3d01cde90419929u, 0x01b403dcc834e11bu},
    {0x6462120b1a28ffb9u, 0x01108269fd210cb1u},
    {0xbd7a968de0b33fa8u, 0x0154a3047c694fddu},
    {0x2cd93c3158e00f92u, 0x01a9cbc59b83a3d5u},
    {0x3c07c59ed78c09bbu, 0x010a1f5b81324665u},
    {0x8b09b7068d6f0c2au, 0x014ca732617ed7feu},
    {0x2dcc24c830cacf34u, 0x019fd0fef9de8dfeu},
    {0xdc9f96fd1e7ec180u, 0x0103e29f5c2b18beu},
    {0x93c77cbc661e71e1u, 0x0144db473335deeeu},
    {0x38b95beb7fa60e59u, 0x01961219000356aau},
    {0xc6e7b2e65f8f91efu, 0x01fb969f40042c54u},
    {0xfc50cfcffbb9bb35u, 0x013d3e2388029bb4u},
    {0x3b6503c3faa82a03u, 0x018c8dac6a0342a2u},
    {0xca3e44b4f9523484u, 0x01efb1178484134au},
    {0xbe66eaf11bd360d2u, 0x0135ceaeb2d28c0eu},
    {0x6e00a5ad62c83907u, 0x0183425a5f872f12u},
    {0x0980cf18bb7a4749u, 0x01e412f0f768fad7u},
    {0x65f0816f752c6c8du, 0x012e8bd69aa19cc6u},
    {0xff6ca1cb527787b1u, 0x017a2ecc414a03f7u},
    {0xff47ca3e2715699du, 0x01d8ba7f519c84f5u},
    {0xbf8cde66d86d6202u, 0x0127748f9301d319u},
    {0x2f7016008e88ba83u, 0x017151b377c247e0u},
    {0x3b4c1b80b22ae923u, 0x01cda62055b2d9d8u},
    {0x250f91306f5ad1b6u, 0x012087d4358fc827u},
    {0xee53757c8b318623u, 0x0168a9c942f3ba30u},
    {0x29e852dbadfde7acu, 0x01c2d43b93b0a8bdu},
    {0x3a3133c94cbeb0ccu, 0x0119c4a53c4e6976u},
    {0xc8bd80bb9fee5cffu, 0x016035ce8b6203d3u},
    {0xbaece0ea87e9f43eu, 0x01b843422e3a84c8u},
    {0x74d40c9294f238a7u, 0x01132a095ce492fdu},
    {0xd2090fb73a2ec6d1u, 0x0157f48bb41db7bcu},
    {0x068b53a508ba7885u, 0x01adf1aea12525acu},
    {0x8417144725748b53u, 0x010cb70d24b7378bu},
    {0x651cd958eed1ae28u, 0x014fe4d06de5056eu},
    {0xfe640faf2a8619b2u, 0x01a3de04895e46c9u},
    {0x3efe89cd7a93d00fu, 0x01066ac2d5daec3eu},
    {0xcebe2c40d938c413u, 0x014805738b51a74du},
    {0x426db7510f86f518u, 0x019a06d06e261121u},
    {0xc9849292a9b4592fu, 0x0100444244d7cab4u},
    {0xfbe5b73754216f7au, 0x01405552d60dbd61u},
    {0x7adf25052929cb59u, 0x01906aa78b912cbau},
    {0x1996ee4673743e2fu, 0x01f485516e7577e9u},
    {0xaffe54ec0828a6ddu, 0x0138d352e5096af1u},
    {0x1bfdea270a32d095u, 0x018708279e4bc5aeu},
    {0xa2fd64b0ccbf84bau, 0x01e8ca3185deb719u},
    {0x05de5eee7ff7b2f4u, 0x01317e5ef3ab3270u},
    {0x0755f6aa1ff59fb1u, 0x017dddf6b095ff0cu},
    {0x092b7454a7f3079eu, 0x01dd55745cbb7ecfu},
    {0x65bb28b4e8f7e4c3u, 0x012a5568b9f52f41u},
    {0xbf29f2e22335ddf3u, 0x0174eac2e8727b11u},
    {0x2ef46f9aac035570u, 0x01d22573a28f19d6u},
    {0xdd58c5c0ab821566u, 0x0123576845997025u},
    {0x54aef730d6629ac0u, 0x016c2d4256ffcc2fu},
    {0x29dab4fd0bfb4170u, 0x01c73892ecbfbf3bu},
    {0xfa28b11e277d08e6u, 0x011c835bd3f7d784u},
    {0x38b2dd65b15c4b1fu, 0x0163a432c8f5cd66u},
    {0xc6df94bf1db35de7u, 0x01bc8d3f7b3340bfu},
    {0xdc4bbcf772901ab0u, 0x0115d847ad000877u},
    {0xd35eac354f34215cu, 0x015b4e5998400a95u},
    {0x48365742a30129b4u, 0x01b221effe500d3bu},
    {0x0d21f689a5e0ba10u, 0x010f5535fef20845u},
    {0x506a742c0f58e894u, 0x01532a837eae8a56u},
    {0xe4851137132f22b9u, 0x01a7f5245e5a2cebu},
    {0x6ed32ac26bfd75b4u, 0x0108f936baf85c13u},
    {0x4a87f57306fcd321u, 0x014b378469b67318u},
    {0x5d29f2cfc8bc07e9u, 0x019e056584240fdeu},
    {0xfa3a37c1dd7584f1u, 0x0102c35f729689eau},
    {0xb8c8c5b254d2e62eu, 0x014374374f3c2c65u},
    {0x26faf71eea079fb9u, 0x01945145230b377fu},
    {0xf0b9b4e6a48987a8u, 0x01f965966bce055eu},
    {0x5674111026d5f4c9u, 0x013bdf7e0360c35bu},
    {0x2c111554308b71fbu, 0x018ad75d8438f432u},
    {0xb7155aa93cae4e7au, 0x01ed8d34e547313eu},
    {0x326d58a9c5ecf10cu, 0x013478410f4c7ec7u},
    {0xff08aed437682d4fu, 0x01819651531f9e78u},
    {0x3ecada89454238a3u, 0x01e1fbe5a7e78617u},
    {0x873ec895cb496366u, 0x012d3d6f88f0b3ceu},
    {0x290e7abb3e1bbc3fu, 0x01788ccb6b2ce0c2u},
    {0xb352196a0da2ab4fu, 0x01d6affe45f818f2u},
    {0xb0134fe24885ab11u, 0x01262dfeebbb0f97u},
    {0x9c1823dadaa715d6u, 0x016fb97ea6a9d37du},
    {0x031e2cd19150db4bu, 0x01cba7de5054485du},
    {0x21f2dc02fad2890fu, 0x011f48eaf234ad3au},
    {0xaa6f9303b9872b53u, 0x01671b25aec1d888u},
    {0xd50b77c4a7e8f628u, 0x01c0e1ef1a724eaau},
    {0xc5272adae8f199d9u, 0x01188d357087712au},
    {0x7670f591a32e004fu, 0x015eb082cca94d75u},
    {0xd40d32f60bf98063u, 0x01b65ca37fd3a0d2u},
    {0xc4883fd9c77bf03eu, 0x0111f9e62fe44483u},
    {0xb5aa4fd0395aec4du, 0x0156785fbbdd55a4u},
    {0xe314e3c447b1a760u, 0x01ac1677aad4ab0du},
    {0xaded0e5aaccf089cu, 0x010b8e0acac4eae8u},
    {0xd96851f15802cac3u, 0x014e718d7d7625a2u},
    {0x8fc2666dae037d74u, 0x01a20df0dcd3af0bu},
    {0x39d980048cc22e68u, 0x010548b68a044d67u},
    {0x084fe005aff2ba03u, 0x01469ae42c8560c1u},
    {0x4a63d8071bef6883u, 0x0198419d37a6b8f1u},
    {0x9cfcce08e2eb42a4u, 0x01fe52048590672du},
    {0x821e00c58dd309a7u, 0x013ef342d37a407cu},
    {0xa2a580f6f147cc10u, 0x018eb0138858d09bu},
    {0x8b4ee134ad99bf15u, 0x01f25c186a6f04c2u},
    {0x97114cc0ec80176du, 0x0137798f428562f9u},
    {0xfcd59ff127a01d48u, 0x018557f31326bbb7u},
    {0xfc0b07ed7188249au, 0x01e6adefd7f06aa5u},
    {0xbd86e4f466f516e0u, 0x01302cb5e6f642a7u},
    {0xace89e3180b25c98u, 0x017c37e360b3d351u},
    {0x1822c5bde0def3beu, 0x01db45dc38e0c826u},
    {0xcf15bb96ac8b5857u, 0x01290ba9a38c7d17u},
    {0xc2db2a7c57ae2e6du, 0x01734e940c6f9c5du},
    {0x3391f51b6d99ba08u, 0x01d022390f8b8375u},
    {0x403b393124801445u, 0x01221563a9b73229u},
    {0x904a077d6da01956u, 0x016a9abc9424feb3u},
    {0x745c895cc9081facu, 0x01c5416bb92e3e60u},
    {0x48b9d5d9fda513cbu, 0x011b48e353bce6fcu},
    {0x5ae84b507d0e58beu, 0x01621b1c28ac20bbu},
    {0x31a25e249c51eeeeu, 0x01baa1e332d728eau},
    {0x5f057ad6e1b33554u, 0x0114a52dffc67992u},
    {0xf6c6d98c9a2002aau, 0x0159ce797fb817f6u},
    {0xb4788fefc0a80354u, 0x01b04217dfa61df4u},
    {0xf0cb59f5d8690214u, 0x010e294eebc7d2b8u},
    {0x2cfe30734e83429au, 0x0151b3a2a6b9c767u},
    {0xf83dbc9022241340u, 0x01a6208b50683940u},
    {0x9b2695da15568c08u, 0x0107d457124123c8u},
    {0xc1f03b509aac2f0au, 0x0149c96cd6d16cbau},
    {0x726c4a24c1573acdu, 0x019c3bc80c85c7e9u},
    {0xe783ae56f8d684c0u, 0x0101a55d07d39cf1u},
    {0x616499ecb70c25f0u, 0x01420eb449c8842eu},
    {0xf9bdc067e4cf2f6cu, 0x019292615c3aa539u},
    {0x782d3081de02fb47u, 0x01f736f9b3494e88u},
    {0x4b1c3e512ac1dd0cu, 0x013a825c100dd115u},
    {0x9de34de57572544fu, 0x018922f31411455au},
    {0x455c215ed2cee963u, 0x01eb6bafd91596b1u},
    {0xcb5994db43c151deu, 0x0133234de7ad7e2eu},
    {0x7e2ffa1214b1a655u, 0x017fec216198ddbau},
    {0x1dbbf89699de0febu, 0x01dfe729b9ff1529u},
    {0xb2957b5e202ac9f3u, 0x012bf07a143f6d39u},
    {0x1f3ada35a8357c6fu, 0x0176ec98994f4888u},
    {0x270990c31242db8bu, 0x01d4a7bebfa31aaau},
    {0x5865fa79eb69c937u, 0x0124e8d737c5f0aau},
    {0xee7f791866443b85u, 0x016e230d05b76cd4u},
    {0x2a1f575e7fd54a66u, 0x01c9abd04725480au},
    {0x5a53969b0fe54e80u, 0x011e0b622c774d06u},
    {0xf0e87c41d3dea220u, 0x01658e3ab7952047u},
    {0xed229b5248d64aa8u, 0x01bef1c9657a6859u},
    {0x3435a1136d85eea9u, 0x0117571ddf6c8138u},
    {0x4143095848e76a53u, 0x015d2ce55747a186u},
    {0xd193cbae5b2144e8u, 0x01b4781ead1989e7u},
    {0xe2fc5f4cf8f4cb11u, 0x0110cb132c2ff630u},
    {0x1bbb77203731fdd5u, 0x0154fdd7f73bf3bdu},
    {0x62aa54e844fe7d4au, 0x01aa3d4df50af0acu},
    {0xbdaa75112b1f0e4eu, 0x010a6650b926d66bu},
    {0xad15125575e6d1e2u, 0x014cffe4e7708c06u},
    {0x585a56ead360865bu, 0x01a03fde214caf08u},
    {0x37387652c41c53f8u, 0x010427ead4cfed65u},
    {0x850693e7752368f7u, 0x014531e58a03e8beu},
    {0x264838e1526c4334u, 0x01967e5eec84e2eeu},
    {0xafda4719a7075402u, 0x01fc1df6a7a61ba9u},
    {0x0de86c7008649481u, 0x013d92ba28c7d14au},
    {0x9162878c0a7db9a1u, 0x018cf768b2f9c59cu},
    {0xb5bb296f0d1d280au, 0x01f03542dfb83703u},
    {0x5194f9e568323906u, 0x01362149cbd32262u},
    {0xe5fa385ec23ec747u, 0x0183a99c3ec7eafau},
    {0x9f78c67672ce7919u, 0x01e494034e79e5b9u},
    {0x03ab7c0a07c10bb0u, 0x012edc82110c2f94u},
    {0x04965b0c89b14e9cu, 0x017a93a2954f3b79u},
    {0x45bbf1cfac1da243u, 0x01d9388b3aa30a57u},
    {0x8b957721cb92856au, 0x0127c35704a5e676u},
    {0x2e7ad4ea3e7726c4u, 0x0171b42cc5cf6014u},
    {0x3a198a24ce14f075u, 0x01ce2137f7433819u},
    {0xc44ff65700cd1649u, 0x0120d4c2fa8a030fu},
    {0xb563f3ecc1005bdbu, 0x016909f3b92c83d3u},
    {0xa2bcf0e7f14072d2u, 0x01c34c70a777a4c8u},
    {0x65b61690f6c847c3u, 0x011a0fc668aac6fdu},
    {0xbf239c35347a59b4u, 0x016093b802d578bcu},
    {0xeeec83428198f021u, 0x01b8b8a6038ad6ebu},
    {0x7553d20990ff9615u, 0x01137367c236c653u},
    {0x52a8c68bf53f7b9au, 0x01585041b2c477e8u},
    {0x6752f82ef28f5a81u, 0x01ae64521f7595e2u},
    {0x8093db1d57999890u, 0x010cfeb353a97dadu},
    {0xe0b8d1e4ad7ffeb4u, 0x01503e602893dd18u},
    {0x18e7065dd8dffe62u, 0x01a44df832b8d45fu},
    {0x6f9063faa78bfefdu, 0x0106b0bb1fb384bbu},
    {0x4b747cf9516efebcu, 0x01485ce9e7a065eau},
    {0xde519c37a5cabe6bu, 0x019a742461887f64u},
    {0x0af301a2c79eb703u, 0x01008896bcf54f9fu},
    {0xcdafc20b798664c4u, 0x0140aabc6c32a386u},
    {0x811bb28e57e7fdf5u, 0x0190d56b873f4c68u},
    {0xa1629f31ede1fd72u, 0x01f50ac6690f1f82u},
    {0xa4dda37f34ad3e67u, 0x013926bc01a973b1u},
    {0x0e150c5f01d88e01u, 0x0187706b0213d09eu},
    {0x919a4f76c24eb181u, 0x01e94c85c298c4c5u},
    {0x7b0071aa39712ef1u, 0x0131cfd3999f7afbu},
    {0x59c08e14c7cd7aadu, 0x017e43c8800759bau},
    {0xf030b199f9c0d958u, 0x01ddd4baa0093028u},
    {0x961e6f003c1887d7u, 0x012aa4f4a405be19u},
    {0xfba60ac04b1ea9cdu, 0x01754e31cd072d9fu},
    {0xfa8f8d705de65440u, 0x01d2a1be4048f907u},
    {0xfc99b8663aaff4a8u, 0x0123a516e82d9ba4u},
    {0x3bc0267fc95bf1d2u, 0x016c8e5ca239028eu},
    {0xcab0301fbbb2ee47u, 0x01c7b1f3cac74331u},
    {0x1eae1e13d54fd4ecu, 0x011ccf385ebc89ffu},
    {0xe659a598caa3ca27u, 0x01640306766bac7eu},
    {0x9ff00efefd4cbcb1u, 0x01bd03c81406979eu},
    {0x23f6095f5e4ff5efu, 0x0116225d0c841ec3u},
    {0xecf38bb735e3f36au, 0x015baaf44fa52673u},
    {0xe8306ea5035cf045u, 0x01b295b1638e7010u},
    {0x911e4527221a162bu, 0x010f9d8ede39060au},
    {0x3565d670eaa09bb6u, 0x015384f295c7478du},
    {0x82bf4c0d2548c2a3u, 0x01a8662f3b391970u},
    {0x51b78f88374d79a6u, 0x01093fdd8503afe6u},
    {0xe625736a4520d810u, 0x014b8fd4e6449bdfu},
    {0xdfaed044d6690e14u, 0x019e73ca1fd5c2d7u},
    {0xebcd422b0601a8ccu, 0x0103085e53e599c6u},
    {0xa6c092b5c78212ffu, 0x0143ca75e8df0038u},
    {0xd070b763396297bfu, 0x0194bd136316c046u},
    {0x848ce53c07bb3dafu, 0x01f9ec583bdc7058u},
    {0x52d80f4584d5068du, 0x013c33b72569c637u},
    {0x278e1316e60a4831u, 0x018b40a4eec437c5u},
};

static const uint64_t F_POW5_INV_SPLIT[31] = {
    0x0800000000000001u,
    0x0666666666666667u,
    0x051eb851eb851eb9u,
    0x04189374bc6a7efau,
    0x068db8bac710cb2au,
    0x053e2d6238da3c22u,
    0x0431bde82d7b634eu,
    0x06b5fca6af2bd216u,
    0x055e63b88c230e78u,
    0x044b82fa09b5a52du,
    0x06df37f675ef6eaeu,
    0x057f5ff85e592558u,
    0x0465e6604b7a8447u,
    0x0709709a125da071u,
    0x05a126e1a84ae6c1u,
    0x0480ebe7b9d58567u,
    0x0734aca5f6226f0bu,
    0x05c3bd5191b525a3u,
    0x049c97747490eae9u,
    0x0760f253edb4ab0eu,
    0x05e72843249088d8u,
    0x04b8ed0283a6d3e0u,
    0x078e480405d7b966u,
    0x060b6cd004ac9452u,
    0x04d5f0a66a23a9dbu,
    0x07bcb43d769f762bu,
    0x063090312bb2c4efu,
    0x04f3a68dbc8f03f3u,
    0x07ec3daf94180651u,
    0x065697bfa9acd1dau,
    0x051212ffbaf0a7e2u,
};

static const uint64_t F_POW5_SPLIT[48] = {
    0x1000000000000000u,
    0x1400000000000000u,
    0x1900000000000000u,
    0x1f40000000000000u,
    0x1388000000000000u,
    0x186a000000000000u,
    0x1e84800000000000u,
    0x1312d00000000000u,
    0x17d7840000000000u,
    0x1dcd650000000000u,
    0x12a05f2000000000u,
    0x174876e800000000u,
    0x1d1a94a200000000u,
    0x12309ce540000000u,
    0x16bcc41e90000000u,
    0x1c6bf52634000000u,
    0x11c37937e0800000u,
    0x16345785d8a00000u,
    0x1bc16d674ec80000u,
    0x1158e460913d0000u,
    0x15af1d78b58c4000u,
    0x1b1ae4d6e2ef5000u,
    0x10f0cf064dd59200u,
    0x152d02c7e14af680u,
    0x1a784379d99db420u,
    0x108b2a2c28029094u,
    0x14adf4b7320334b9u,
    0x19d971e4fe8401e7u,
    0x1027e72f1f128130u,
    0x1431e0fae6d7217cu,
    0x193e5939a08ce9dbu,
    0x1f8def8808b02452u,
    0x13b8b5b5056e16b3u,
    0x18a6e32246c99c60u,
    0x1ed09bead87c0378u,
    0x13426172c74d822bu,
    0x1812f9cf7920e2b6u,
    0x1e17b84357691b64u,
    0x12ced32a16a1b11eu,
    0x178287f49c4a1d66u,
    0x1d6329f1c35ca4bfu,
    0x125dfa371a19e6f7u,
    0x16f578c4e0a060b5u,
    0x1cb2d6f618c878e3u,
    0x11efc659cf7d4b8du,
    0x166bb7f0435c9e71u,
    0x1c06a5ec5433c60du,
    0x118427b3b4a05bc8u,
};


#define D_INV_BITCOUNT 122
#define D_BITCOUNT 121
#define F_INV_BITCOUNT 59
#define F_BITCOUNT 61

/* floor(log10(2^e)) for 0 <= e < 1651. */
static inline int log10pow2(int e) { return (int)(((int64_t)e * 78913) >> 18); }
/* floor(log10(5^e)) for 0 <= e < 2621. */
static inline int log10pow5(int e) { return (int)(((int64_t)e * 732923) >> 20); }
/* e == 0 ? 1 : ceil(log2(5^e)) for 0 <= e < 3529. */
static inline int pow5bits(int e) { return (int)((((int64_t)e * 1217359) >> 19) + 1); }

/* Whether 5^p divides x (x > 0). */
static inline bool pow5_divides64(uint64_t x, int p) {
    int count = 0;
    for (;;) {
        uint64_t q = x / 5;
        if (x - 5 * q != 0)
            return count >= p;
        x = q;
        count++;
    }
}

static inline bool pow5_divides32(uint32_t x, int p) {
    int count = 0;
    for (;;) {
        uint32_t q = x / 5;
        if (x - 5 * q != 0)
            return count >= p;
        x = q;
        count++;
    }
}

/* (m * mul) >> j for the 128-bit mul = {lo, hi}; 64 <= j < 192. Only the
 * upper 128 bits of the 192-bit product are formed, as Ryu (and Julia's
 * mulshift) does: the low 64 bits of m*lo are dropped before the add. */
#if defined(__SIZEOF_INT128__) && !defined(KILN_FMTNUM_NO_INT128)
__extension__ typedef unsigned __int128 kiln_u128;
#define KILN_HAVE_U128 1
#endif

static inline uint64_t mulshift64(uint64_t m, const uint64_t *mul, int j) {
#ifdef KILN_HAVE_U128
    kiln_u128 b0 = (kiln_u128)m * mul[0];
    kiln_u128 b2 = (kiln_u128)m * mul[1];
    return (uint64_t)(((b0 >> 64) + b2) >> (j - 64));
#else
    /* Portable: 64x64 -> 128 from 32-bit halves. */
    uint64_t lo0, hi0, lo2, hi2;
    {
        uint64_t a = m, b = mul[0];
        uint64_t aLo = (uint32_t)a, aHi = a >> 32, bLo = (uint32_t)b, bHi = b >> 32;
        uint64_t b00 = aLo * bLo, b01 = aLo * bHi, b10 = aHi * bLo, b11 = aHi * bHi;
        uint64_t mid1 = b10 + (b00 >> 32);
        uint64_t mid2 = b01 + (uint32_t)mid1;
        hi0 = b11 + (mid1 >> 32) + (mid2 >> 32);
        lo0 = (mid2 << 32) | (uint32_t)b00;
    }
    {
        uint64_t a = m, b = mul[1];
        uint64_t aLo = (uint32_t)a, aHi = a >> 32, bLo = (uint32_t)b, bHi = b >> 32;
        uint64_t b00 = aLo * bLo, b01 = aLo * bHi, b10 = aHi * bLo, b11 = aHi * bHi;
        uint64_t mid1 = b10 + (b00 >> 32);
        uint64_t mid2 = b01 + (uint32_t)mid1;
        hi2 = b11 + (mid1 >> 32) + (mid2 >> 32);
        lo2 = (mid2 << 32) | (uint32_t)b00;
    }
    (void)lo0;
    uint64_t sumLo = hi0 + lo2;
    uint64_t sumHi = hi2 + (sumLo < hi0);
    int dist = j - 64;
    if (dist == 0)
        return sumLo;
    if (dist >= 64)
        return sumHi >> (dist - 64);
    return (sumHi << (64 - dist)) | (sumLo >> dist);
#endif
}

/* (m * mul) >> j for the 64-bit mul; 32 <= j. */
static inline uint32_t mulshift32(uint32_t m, uint64_t mul, int j) {
    uint64_t b0 = (uint64_t)m * (uint32_t)mul;
    uint64_t b1 = (uint64_t)m * (mul >> 32);
    return (uint32_t)(((b0 >> 32) + b1) >> (j - 32));
}

/* ------------------------------------------------------------------------ */
/* Shortest digits                                                            */
/* ------------------------------------------------------------------------ */

/* Julia's reduce_shortest(x::Float64) for finite nonzero x given by its bits
 * (the sign is ignored): returns the digits and stores the decimal exponent. */
static uint64_t reduce_shortest64(uint64_t bits, int32_t *e10_out) {
    const uint64_t m = bits & ((UINT64_C(1) << 52) - 1);
    const int e = (int)((bits >> 52) & 0x7ff);
    uint64_t mf = (UINT64_C(1) << 52) | m;
    int ef = e - 1023 - 52;
    uint64_t b;
    int32_t e10;

    if (ef > 0 || ef < -52 || (mf & ((UINT64_C(1) << -ef) - 1)) != 0) {
        if (e == 0) { /* subnormal */
            ef = 1 - 1023 - 52;
            mf = m;
        }
        /* u, v, w = 4 * (prevfloat midpoint, x, nextfloat midpoint) / 2^e2 */
        const int e2 = ef - 2;
        const bool mf_even = (mf & 1) == 0;
        const uint64_t v = 4 * mf;
        const uint64_t w = v + 2;
        const bool u_shift_half = m == 0 && e > 1; /* first of a binade */
        const uint64_t u = v - 2 + (uint64_t)u_shift_half;
        uint64_t a, c;
        bool a_allzero = false, b_allzero = false;
        uint32_t b_lastdigit = 0;

        if (e2 >= 0) {
            const int q = log10pow2(e2) - (e2 > 3);
            e10 = q;
            const int k = D_INV_BITCOUNT + pow5bits(q) - 1;
            const int i = -e2 + q + k;
            const uint64_t *mul = D_POW5_INV_SPLIT[q];
            a = mulshift64(u, mul, i);
            b = mulshift64(v, mul, i);
            c = mulshift64(w, mul, i);
            if (q <= 21) {
                /* Julia writes this test as (v % UInt32) - 5 * div(v, 5) == 0,
                 * which, evaluated in UInt64, is never true for v >= 2^32 (so
                 * never here); reproduced as written. It cannot change the
                 * output: it only matters for an exact tie between two
                 * shortest candidates, which for e2 >= 0 would need x to have
                 * fewer factors of two than it does. */
                if ((uint64_t)(uint32_t)v - 5 * (v / 5) == 0)
                    b_allzero = pow5_divides64(v, q);
                else if (mf_even)
                    a_allzero = pow5_divides64(u, q);
                else
                    c -= (uint64_t)pow5_divides64(w, q);
            }
        } else {
            const int q = log10pow5(-e2) - (-e2 > 1);
            e10 = q + e2;
            const int i = -e2 - q;
            const int k = pow5bits(i) - D_BITCOUNT;
            const int j = q - k;
            const uint64_t *mul = D_POW5_SPLIT[i];
            a = mulshift64(u, mul, j);
            b = mulshift64(v, mul, j);
            c = mulshift64(w, mul, j);
            if (q <= 1) {
                b_allzero = true;
                if (mf_even)
                    a_allzero = !u_shift_half;
                else
                    c -= 1;
            } else if (q < 63) {
                b_allzero = (v & ((UINT64_C(1) << q) - 1)) == 0;
            }
        }

        bool roundup;
        if (a_allzero || b_allzero) {
            for (;;) {
                const uint64_t c10 = c / 10, a10 = a / 10;
                if (c10 <= a10)
                    break;
                const uint32_t amod = (uint32_t)a - 10u * (uint32_t)a10;
                const uint64_t b10 = b / 10;
                const uint32_t bmod = (uint32_t)b - 10u * (uint32_t)b10;
                a_allzero &= amod == 0;
                b_allzero &= b_lastdigit == 0;
                b_lastdigit = bmod;
                b = b10;
                c = c10;
                a = a10;
                e10++;
            }
            if (a_allzero) {
                for (;;) {
                    const uint64_t a10 = a / 10;
                    const uint32_t amod = (uint32_t)a - 10u * (uint32_t)a10;
                    if (amod != 0)
                        break;
                    const uint64_t c10 = c / 10, b10 = b / 10;
                    const uint32_t bmod = (uint32_t)b - 10u * (uint32_t)b10;
                    b_allzero &= b_lastdigit == 0;
                    b_lastdigit = bmod;
                    b = b10;
                    c = c10;
                    a = a10;
                    e10++;
                }
            }
            if (b_allzero && b_lastdigit == 5 && (b & 1) == 0)
                b_lastdigit = 4; /* exact tie: round half to even */
            roundup = (b == a && (!mf_even || !a_allzero)) || b_lastdigit >= 5;
        } else {
            roundup = b_lastdigit >= 5;
            const uint64_t c100 = c / 100, a100 = a / 100;
            if (c100 > a100) {
                const uint64_t b100 = b / 100;
                const uint32_t bmod100 = (uint32_t)b - 100u * (uint32_t)b100;
                roundup = bmod100 >= 50;
                b = b100;
                c = c100;
                a = a100;
                e10 += 2;
            }
            for (;;) {
                const uint64_t c10 = c / 10, a10 = a / 10;
                if (c10 <= a10)
                    break;
                const uint64_t b10 = b / 10;
                const uint32_t bmod = (uint32_t)b - 10u * (uint32_t)b10;
                roundup = bmod >= 5;
                b = b10;
                c = c10;
                a = a10;
                e10++;
            }
            roundup = b == a || roundup;
        }
        b += (uint64_t)roundup;
    } else {
        /* an integer below 2^53: exact, strip trailing zeros */
        b = mf >> -ef;
        e10 = 0;
        for (;;) {
            const uint64_t q = b / 10;
            if ((uint32_t)b - 10u * (uint32_t)q != 0)
                break;
            b = q;
            e10++;
        }
    }
    *e10_out = e10;
    return b;
}

/* Julia's reduce_shortest(x::Float32), likewise. */
static uint32_t reduce_shortest32(uint32_t bits, int32_t *e10_out) {
    const uint32_t m = bits & ((UINT32_C(1) << 23) - 1);
    const int e = (int)((bits >> 23) & 0xff);
    uint32_t mf = (UINT32_C(1) << 23) | m;
    int ef = e - 127 - 23;
    uint32_t b;
    int32_t e10;

    if (ef > 0 || ef < -23 || (mf & ((UINT32_C(1) << -ef) - 1)) != 0) {
        if (e == 0) {
            ef = 1 - 127 - 23;
            mf = m;
        }
        const int e2 = ef - 2;
        const bool mf_even = (mf & 1) == 0;
        const uint32_t v = 4 * mf;
        const uint32_t w = v + 2;
        const bool u_shift_half = m == 0 && e > 1;
        const uint32_t u = v - 2 + (uint32_t)u_shift_half;
        uint32_t a, c;
        bool a_allzero = false, b_allzero = false;
        uint32_t b_lastdigit = 0;

        if (e2 >= 0) {
            const int q = log10pow2(e2);
            e10 = q;
            const int k = F_INV_BITCOUNT + pow5bits(q) - 1;
            const int i = -e2 + q + k;
            const uint64_t mul = F_POW5_INV_SPLIT[q];
            a = mulshift32(u, mul, i);
            b = mulshift32(v, mul, i);
            c = mulshift32(w, mul, i);
            if (q != 0 && (c - 1) / 10 <= a / 10) {
                /* one more digit than the loop below may remove */
                const int l = F_INV_BITCOUNT + pow5bits(q - 1) - 1;
                b_lastdigit = mulshift32(v, F_POW5_INV_SPLIT[q - 1], -e2 + q - 1 + l) % 10;
            }
            if (q <= 9) {
                if (v - 5 * (v / 5) == 0)
                    b_allzero = pow5_divides32(v, q);
                else if (mf_even)
                    a_allzero = pow5_divides32(u, q);
                else
                    c -= (uint32_t)pow5_divides32(w, q);
            }
        } else {
            const int q = log10pow5(-e2);
            e10 = q + e2;
            const int i = -e2 - q;
            const int k = pow5bits(i) - F_BITCOUNT;
            int j = q - k;
            const uint64_t mul = F_POW5_SPLIT[i];
            a = mulshift32(u, mul, j);
            b = mulshift32(v, mul, j);
            c = mulshift32(w, mul, j);
            if (q != 0 && (c - 1) / 10 <= a / 10) {
                j = q - 1 - (pow5bits(i + 1) - F_BITCOUNT);
                b_lastdigit = mulshift32(v, F_POW5_SPLIT[i + 1], j) % 10;
            }
            if (q <= 1) {
                b_allzero = true;
                if (mf_even)
                    a_allzero = !u_shift_half;
                else
                    c -= 1;
            } else if (q < 31) {
                b_allzero = (v & ((UINT32_C(1) << (q - 1)) - 1)) == 0;
            }
        }

        bool roundup;
        if (a_allzero || b_allzero) {
            for (;;) {
                const uint32_t c10 = c / 10, a10 = a / 10;
                if (c10 <= a10)
                    break;
                const uint32_t amod = a - 10u * a10;
                const uint32_t b10 = b / 10;
                const uint32_t bmod = b - 10u * b10;
                a_allzero &= amod == 0;
                b_allzero &= b_lastdigit == 0;
                b_lastdigit = bmod;
                b = b10;
                c = c10;
                a = a10;
                e10++;
            }
            if (a_allzero) {
                for (;;) {
                    const uint32_t a10 = a / 10;
                    if (a - 10u * a10 != 0)
                        break;
                    const uint32_t c10 = c / 10, b10 = b / 10;
                    const uint32_t bmod = b - 10u * b10;
                    b_allzero &= b_lastdigit == 0;
                    b_lastdigit = bmod;
                    b = b10;
                    c = c10;
                    a = a10;
                    e10++;
                }
            }
            if (b_allzero && b_lastdigit == 5 && (b & 1) == 0)
                b_lastdigit = 4;
            roundup = (b == a && (!mf_even || !a_allzero)) || b_lastdigit >= 5;
        } else {
            roundup = b_lastdigit >= 5;
            const uint32_t c100 = c / 100, a100 = a / 100;
            if (c100 > a100) {
                const uint32_t b100 = b / 100;
                roundup = b - 100u * b100 >= 50;
                b = b100;
                c = c100;
                a = a100;
                e10 += 2;
            }
            for (;;) {
                const uint32_t c10 = c / 10, a10 = a / 10;
                if (c10 <= a10)
                    break;
                const uint32_t b10 = b / 10;
                roundup = b - 10u * b10 >= 5;
                b = b10;
                c = c10;
                a = a10;
                e10++;
            }
            roundup = b == a || roundup;
        }
        b += (uint32_t)roundup;
    } else {
        b = mf >> -ef;
        e10 = 0;
        for (;;) {
            const uint32_t q = b / 10;
            if (b - 10u * q != 0)
                break;
            b = q;
            e10++;
        }
    }
    *e10_out = e10;
    return b;
}

/* ------------------------------------------------------------------------ */
/* Layout                                                                     */
/* ------------------------------------------------------------------------ */

static const char DIGIT_PAIRS[201] =
    "00010203040506070809"
    "10111213141516171819"
    "20212223242526272829"
    "30313233343536373839"
    "40414243444546474849"
    "50515253545556575859"
    "60616263646566676869"
    "70717273747576777879"
    "80818283848586878889"
    "90919293949596979899";

static inline int decimal_length(uint64_t v) {
    int n = 1;
    while (v >= 10000) {
        v /= 10000;
        n += 4;
    }
    if (v >= 100) {
        v /= 100;
        n += 2;
    }
    return n + (v >= 10);
}

/* Writes the olength decimal digits of v to dst[0..olength). */
static inline void write_digits(char *dst, uint64_t v, int olength) {
    char *p = dst + olength;
    while (v >= 100000000) { /* peel 8 digits with one 64-bit division */
        uint64_t q = v / 100000000;
        uint32_t r = (uint32_t)(v - q * 100000000);
        v = q;
        for (int t = 0; t < 4; t++) {
            uint32_t rr = r % 100;
            r /= 100;
            p -= 2;
            memcpy(p, DIGIT_PAIRS + 2 * rr, 2);
        }
    }
    uint32_t w = (uint32_t)v;
    while (w >= 100) {
        uint32_t rr = w % 100;
        w /= 100;
        p -= 2;
        memcpy(p, DIGIT_PAIRS + 2 * rr, 2);
    }
    if (w >= 10) {
        p -= 2;
        memcpy(p, DIGIT_PAIRS + 2 * w, 2);
    } else {
        *--p = (char)('0' + w);
    }
}

/* writeshortest's layout with hash=true, precision=-1, no plus/space, '.'
 * (what print/show/string use): digits * 10^nexp, pt = nexp + olength.
 * Plain form for -4 < pt <= 6, else d.ddd<expchar><exponent>. Julia also
 * tests `pt >= olength && abs(mod(x + 0.05, 10^(pt - olength)) - 0.05) >
 * 0.05` there, which matters only for compact (6-digit) output: for
 * shortest digits of an integer-valued decimal below 10^6, |x - digits*10^nexp|
 * is at most half an ulp (< 2^-5 for Float32), so the test is always false. */
static int layout(char *buf, bool neg, uint64_t output, int32_t nexp, char expchar, bool typed_f32) {
    char *p = buf;
    if (neg)
        *p++ = '-';
    const int olength = decimal_length(output);
    const int pt = nexp + olength;
    if (-4 < pt && pt <= 6) {
        if (pt <= 0) {
            *p++ = '0';
            *p++ = '.';
            for (int i = 0; i < -pt; i++)
                *p++ = '0';
            write_digits(p, output, olength);
            p += olength;
        } else if (pt >= olength) {
            write_digits(p, output, olength);
            p += olength;
            for (int i = 0; i < nexp; i++)
                *p++ = '0';
            *p++ = '.';
            *p++ = '0';
        } else {
            write_digits(p + 1, output, olength);
            memmove(p, p + 1, (size_t)pt);
            p[pt] = '.';
            p += olength + 1;
        }
        if (typed_f32) {
            *p++ = 'f';
            *p++ = '0';
        }
    } else {
        write_digits(p + 1, output, olength);
        p[0] = p[1];
        p[1] = '.';
        if (olength == 1) {
            p[2] = '0';
            p += 3;
        } else {
            p += olength + 1;
        }
        *p++ = expchar;
        int exp = pt - 1;
        if (exp < 0) {
            *p++ = '-';
            exp = -exp;
        }
        if (exp >= 100) {
            *p++ = (char)('0' + exp / 100);
            memcpy(p, DIGIT_PAIRS + 2 * (exp % 100), 2);
            p += 2;
        } else if (exp >= 10) {
            memcpy(p, DIGIT_PAIRS + 2 * exp, 2);
            p += 2;
        } else {
            *p++ = (char)('0' + exp);
        }
    }
    *p = '\0';
    return (int)(p - buf);
}

static int put(char *buf, const char *s) {
    size_t n = strlen(s);
    memcpy(buf, s, n + 1);
    return (int)n;
}

int kiln_fmt_float64(char *buf, double x) {
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    const bool neg = (bits >> 63) != 0;
    const uint64_t mag = bits & ~(UINT64_C(1) << 63);
    if (mag == 0)
        return put(buf, neg ? "-0.0" : "0.0");
    if (mag >= UINT64_C(0x7ff0000000000000)) {
        if (mag > UINT64_C(0x7ff0000000000000))
            return put(buf, "NaN"); /* Julia never prints a sign on NaN */
        return put(buf, neg ? "-Inf" : "Inf");
    }
    int32_t nexp;
    const uint64_t output = reduce_shortest64(mag, &nexp);
    return layout(buf, neg, output, nexp, 'e', false);
}

int kiln_fmt_float32(char *buf, float x, int show) {
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    const bool typed = show != KILN_F32_PRINT && show != KILN_F32_SHOW_UNTYPED;
    const char expchar = show == KILN_F32_PRINT ? 'e' : 'f';
    const bool neg = (bits >> 31) != 0;
    const uint32_t mag = bits & ~(UINT32_C(1) << 31);
    if (mag == 0) {
        if (typed)
            return put(buf, neg ? "-0.0f0" : "0.0f0");
        return put(buf, neg ? "-0.0" : "0.0");
    }
    if (mag >= UINT32_C(0x7f800000)) {
        if (mag > UINT32_C(0x7f800000))
            return put(buf, typed ? "NaN32" : "NaN");
        if (typed)
            return put(buf, neg ? "-Inf32" : "Inf32");
        return put(buf, neg ? "-Inf" : "Inf");
    }
    int32_t nexp;
    const uint32_t output = reduce_shortest32(mag, &nexp);
    return layout(buf, neg, output, nexp, expchar, typed);
}

int kiln_shortest_float64(double x, uint64_t *digits, int32_t *exp10) {
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    const uint64_t mag = bits & ~(UINT64_C(1) << 63);
    if (mag == 0 || mag >= UINT64_C(0x7ff0000000000000))
        return 0;
    *digits = reduce_shortest64(mag, exp10);
    return 1;
}

int kiln_shortest_float32(float x, uint32_t *digits, int32_t *exp10) {
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    const uint32_t mag = bits & ~(UINT32_C(1) << 31);
    if (mag == 0 || mag >= UINT32_C(0x7f800000))
        return 0;
    *digits = reduce_shortest32(mag, exp10);
    return 1;
}

/* ------------------------------------------------------------------------ */
/* Integers                                                                   */
/* ------------------------------------------------------------------------ */

int kiln_fmt_uint64(char *buf, uint64_t v) {
    const int n = decimal_length(v);
    write_digits(buf, v, n);
    buf[n] = '\0';
    return n;
}

int kiln_fmt_int64(char *buf, int64_t v) {
    if (v < 0) {
        buf[0] = '-';
        /* 0 - (uint64_t)v is |v|, INT64_MIN included */
        return 1 + kiln_fmt_uint64(buf + 1, UINT64_C(0) - (uint64_t)v);
    }
    return kiln_fmt_uint64(buf, (uint64_t)v);
}

int kiln_fmt_uint_hex(char *buf, uint64_t v, int bytes) {
    static const char hex[] = "0123456789abcdef";
    if (bytes < 1)
        bytes = 1;
    if (bytes > 8)
        bytes = 8;
    const int nd = 2 * bytes;
    buf[0] = '0';
    buf[1] = 'x';
    for (int i = nd - 1; i >= 0; i--) {
        buf[2 + i] = hex[v & 0xf];
        v >>= 4;
    }
    buf[2 + nd] = '\0';
    return 2 + nd;
}

/* ------------------------------------------------------------------------ */
/* Parsing                                                                    */
/* ------------------------------------------------------------------------ */

static pthread_once_t c_locale_once = PTHREAD_ONCE_INIT;
static locale_t c_locale;

static void init_c_locale(void) { c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0); }

/* C-locale isspace */
static inline bool is_c_space(unsigned char ch) { return ch == ' ' || (ch >= '\t' && ch <= '\r'); }

/* jl_try_substrtod / jl_try_substrtof: strtod on a NUL-terminated copy,
 * then reject: ERANGE with a zero or infinite result, no number at all, or
 * anything but whitespace after it. */
/* The exact fast path (Clinger's): a decimal whose digits make an integer
 * below 2^53 and whose power of ten is at most 22 in magnitude is that
 * integer times or divided by an exactly representable 10^k, one correctly
 * rounded operation, so the result is strtod's. Anything else (more
 * digits, larger exponents, inf/nan, hex) gives 0 and goes to strtod. */
static int fast_decimal(const char *s, int64_t len, double *out) {
    static const double p10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    int64_t i = 0, n = len;
    while (i < n && is_c_space((unsigned char)s[i]))
        i++;
    while (n > i && is_c_space((unsigned char)s[n - 1]))
        n--;
    int neg = 0;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        neg = s[i++] == '-';
    uint64_t m = 0;
    int digits = 0, exp10 = 0, any = 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++, any = 1) {
        if (m == 0 && s[i] == '0')
            continue; /* leading zeros */
        if (++digits > 15)
            return 0;
        m = m * 10 + (uint64_t)(s[i] - '0');
    }
    if (i < n && s[i] == '.') {
        for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++, any = 1) {
            if (--exp10 < -1000)
                return 0; /* (strtod decides; no int overflow) */
            if (m == 0 && s[i] == '0')
                continue;
            if (++digits > 15)
                return 0;
            m = m * 10 + (uint64_t)(s[i] - '0');
        }
    }
    if (!any)
        return 0;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        int eneg = 0;
        if (i < n && (s[i] == '+' || s[i] == '-'))
            eneg = s[i++] == '-';
        if (i >= n || s[i] < '0' || s[i] > '9')
            return 0;
        int e = 0;
        for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
            if (e > 1000)
                return 0;
            e = e * 10 + (s[i] - '0');
        }
        exp10 += eneg ? -e : e;
    }
    if (i != n || exp10 < -22 || exp10 > 22)
        return 0;
    double d = (double)m; /* exact: m < 10^15 < 2^53 */
    d = exp10 < 0 ? d / p10[-exp10] : d * p10[exp10];
    *out = neg ? -d : d;
    return 1;
}

static int parse_float(const char *s, int64_t len, double *out64, float *out32) {
    if (len < 0 || (s == NULL && len > 0))
        return 0;
    if (out64 != NULL && fast_decimal(s, len, out64))
        return 1;
    char small[128];
    char *tmp = small;
    if ((uint64_t)len >= sizeof small) {
        tmp = (char *)malloc((size_t)len + 1);
        if (tmp == NULL)
            return 0;
    }
    if (len > 0)
        memcpy(tmp, s, (size_t)len);
    tmp[len] = '\0';

    pthread_once(&c_locale_once, init_c_locale);
    const int saved_errno = errno;
    errno = 0;
    char *end;
    double d = 0;
    float f = 0;
    bool range_err;
    if (out64 != NULL) {
        d = c_locale != (locale_t)0 ? strtod_l(tmp, &end, c_locale) : strtod(tmp, &end);
        range_err = errno == ERANGE && (d == 0 || d == HUGE_VAL || d == -HUGE_VAL);
    } else {
        f = c_locale != (locale_t)0 ? strtof_l(tmp, &end, c_locale) : strtof(tmp, &end);
        range_err = errno == ERANGE && (f == 0 || f == HUGE_VALF || f == -HUGE_VALF);
    }
    errno = saved_errno;

    int ok = !range_err && end != tmp;
    for (const char *p = end; ok && p != tmp + len; p++)
        if (!is_c_space((unsigned char)*p))
            ok = 0;
    if (tmp != small)
        free(tmp);
    if (ok) {
        if (out64 != NULL)
            *out64 = d;
        else
            *out32 = f;
    }
    return ok;
}

int kiln_parse_float64(const char *s, int64_t len, double *out) { return parse_float(s, len, out, NULL); }

int kiln_parse_float32(const char *s, int64_t len, float *out) {
    float tmp;
    if (!parse_float(s, len, NULL, &tmp))
        return 0;
    *out = tmp;
    return 1;
}

/* ------------------------------------------------------------------------ */
/* Test and benchmark hooks                                                   */
/* ------------------------------------------------------------------------ */

int kiln_fmtnum_table(int which, int i, uint64_t *lo, uint64_t *hi) {
    int n;
    switch (which) {
    case 0:
        n = (int)(sizeof D_POW5_INV_SPLIT / sizeof D_POW5_INV_SPLIT[0]);
        if (i >= 0 && i < n) {
            *lo = D_POW5_INV_SPLIT[i][0];
            *hi = D_POW5_INV_SPLIT[i][1];
        }
        return n;
    case 1:
        n = (int)(sizeof D_POW5_SPLIT / sizeof D_POW5_SPLIT[0]);
        if (i >= 0 && i < n) {
            *lo = D_POW5_SPLIT[i][0];
            *hi = D_POW5_SPLIT[i][1];
        }
        return n;
    case 2:
        n = (int)(sizeof F_POW5_INV_SPLIT / sizeof F_POW5_INV_SPLIT[0]);
        if (i >= 0 && i < n) {
            *lo = F_POW5_INV_SPLIT[i];
            *hi = 0;
        }
        return n;
    case 3:
        n = (int)(sizeof F_POW5_SPLIT / sizeof F_POW5_SPLIT[0]);
        if (i >= 0 && i < n) {
            *lo = F_POW5_SPLIT[i];
            *hi = 0;
        }
        return n;
    default:
        return 0;
    }
}

int64_t kiln_fmtnum_bench_float64(const double *xs, int64_t n) {
    char buf[KILN_FMT_BUFSIZE];
    int64_t total = 0;
    for (int64_t i = 0; i < n; i++)
        total += kiln_fmt_float64(buf, xs[i]);
    return total;
}

/* ------------------------------------------------------------------------ */
/* Printf's %f and %e                                                         */
/* ------------------------------------------------------------------------ */

/* Rounding the shortest round-trip decimal D of x to n digits gives the
 * same digits as rounding x's exact value, except where D is itself a
 * midpoint (its digits after the n-th are exactly "5"): no midpoint M of
 * the n-digit grid can lie strictly between x and D, since M would be a
 * decimal in x's rounding interval no longer than D and closer to x, and
 * Ryu's D is the closest of the shortest. Where D needs no rounding (it has
 * at most n digits), D is x's rounded value when x is within half a grid
 * step of it, which holds when x's ulp is below the step. Both tests are
 * exact; the other cases (about one value in 10^16 for the midpoints, large
 * precisions, huge values) take glibc's exact conversion. */

/* log10(2) * (e2 - 53) < lim, where 2^(e2-53) is the ulp of x =
 * m * 2^e2, m in [0.5, 1): never equal for the exponents of doubles unless
 * both sides are 0 (log10(2) is irrational and its multiples stay at least
 * 4e-4 from integers in this range, far beyond the rounding error here). */
static bool ulp_below_pow10(int e2, int lim)
{
    if (e2 - 53 == 0 && lim == 0)
        return false;
    return (double)(e2 - 53) * 0.30102999566398120 < (double)lim;
}

static int64_t fixed_exp_fast(char *buf, int64_t cap, double x, int32_t prec, int32_t conv, int32_t alt)
{
    if (!(x >= 2.2250738585072014e-308) || x > 1e300 || prec > 340)
        return -1; /* zero, subnormals, huge values: the exact path */
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    int32_t e10;
    uint64_t d = reduce_shortest64(bits, &e10);
    char s[24];
    int nd = decimal_length(d);
    for (int i = nd - 1; i >= 0; i--) {
        s[i] = (char)('0' + d % 10);
        d /= 10;
    }
    int lead = nd + e10 - 1; /* exponent of the leading digit */
    int e2;
    frexp(x, &e2);
    /* keep: the significant digits the conversion prints */
    int keep = conv == 'f' ? lead + 1 + prec : prec + 1;
    char dig[24 + 1];
    int nkeep; /* digits of dig used (the rest are zeros) */
    if (keep >= nd) {
        int grid = conv == 'f' ? -prec : lead - prec;
        if (!ulp_below_pow10(e2, grid))
            return -1;
        memcpy(dig, s, (size_t)nd);
        nkeep = nd;
    } else if (keep < 0) {
        /* x < 10^(-prec-1): %f rounds it to zero */
        if (conv != 'f')
            return -1;
        nkeep = 0;
    } else {
        char t = s[keep];
        if (t == '5' && keep + 1 == nd)
            return -1; /* D is a midpoint: x's exact value decides */
        memcpy(dig, s, (size_t)keep);
        nkeep = keep;
        if (t >= '5') {
            int i = keep - 1;
            while (i >= 0 && dig[i] == '9')
                dig[i--] = '0';
            if (i >= 0) {
                dig[i]++;
            } else {
                /* 9...9 rounds to 10...0: one more leading digit */
                memmove(dig + 1, dig, (size_t)keep);
                dig[0] = '1';
                lead++;
                if (conv == 'f')
                    nkeep++;
            }
        }
    }
    /* digit k (0-based) of the rounded significand */
#define DIG(k) ((k) >= 0 && (k) < nkeep ? dig[k] : '0')
    int64_t n = 0;
    if (conv == 'f') {
        int ip = nkeep == 0 ? 0 : lead + 1; /* integer digits */
        int64_t need = (ip > 0 ? ip : 1) + 1 + prec + 1;
        if (need >= cap)
            return -1;
        if (ip <= 0) {
            buf[n++] = '0';
        } else {
            for (int k = 0; k < ip; k++)
                buf[n++] = DIG(k);
        }
        if (prec > 0 || alt)
            buf[n++] = '.';
        /* digit k has place value 10^(lead - k): the fraction's j-th
         * digit is k = lead + j (a leading zero where that is negative) */
        for (int j = 1; j <= prec; j++)
            buf[n++] = DIG(lead + j);
    } else {
        if (prec + 8 >= cap)
            return -1;
        buf[n++] = DIG(0);
        if (prec > 0 || alt)
            buf[n++] = '.';
        for (int k = 1; k <= prec; k++)
            buf[n++] = DIG(k);
        buf[n++] = 'e';
        int e = lead;
        buf[n++] = e < 0 ? '-' : '+';
        if (e < 0)
            e = -e;
        if (e >= 100) {
            buf[n++] = (char)('0' + e / 100);
            e %= 100;
        }
        buf[n++] = (char)('0' + e / 10);
        buf[n++] = (char)('0' + e % 10);
    }
#undef DIG
    return n;
}

/* kiln_fmt_fixed_exp: Printf's %f / %e of a finite x >= 0 (-0.0 given as
 * its absolute value), exactly rounded half to even as Julia's Printf
 * (Ryu's d2fixed/d2exp) does; conv is 'f' or 'e', alt adds the `#` flag (a
 * point even with no digits after it). The common cases are decided from
 * Ryu's shortest digits (fixed_exp_fast); the others go to glibc's printf,
 * which converts the exact binary value and rounds it in the current
 * rounding mode: to nearest, ties to even, by default. Writes at most cap
 * bytes (no NUL) and returns the length, or -1 if the buffer is too small
 * or the request is invalid. The C locale is used, whatever the process's
 * locale. */
int64_t kiln_fmt_fixed_exp(char *buf, int64_t cap, double x, int32_t prec, int32_t conv, int32_t alt)
{
    if (prec < 0 || cap <= 0 || (conv != 'f' && conv != 'e'))
        return -1;
    int64_t n = fixed_exp_fast(buf, cap, x, prec, conv, alt);
    if (n >= 0)
        return n;
    return kiln_fmt_fixed_exp_exact(buf, cap, x, prec, conv, alt);
}

/* The same through glibc's exact conversion only (also the tests' reference). */
int64_t kiln_fmt_fixed_exp_exact(char *buf, int64_t cap, double x, int32_t prec, int32_t conv, int32_t alt)
{
    char spec[8];
    int k = 0;
    if (prec < 0 || cap <= 0 || (conv != 'f' && conv != 'e'))
        return -1;
    spec[k++] = '%';
    if (alt)
        spec[k++] = '#';
    spec[k++] = '.';
    spec[k++] = '*';
    spec[k++] = (char)conv;
    spec[k] = 0;
    pthread_once(&c_locale_once, init_c_locale);
    locale_t old = (locale_t)0;
    if (c_locale != (locale_t)0)
        old = uselocale(c_locale);
    /* (snprintf also writes a NUL: cap must exceed the length.) */
    int n = snprintf(buf, (size_t)cap, spec, (int)prec, x);
    if (c_locale != (locale_t)0)
        uselocale(old);
    if (n < 0 || (int64_t)n >= cap)
        return -1;
    return n;
}
